#!/usr/bin/env python3
"""Checks spacex-rpc's OpenRPC document with a real JSON Schema validator (python3-jsonschema).

  openrpc_check.py meta DOCUMENT META_SCHEMA   the document against the OpenRPC meta-schema
  openrpc_check.py answers DOCUMENT ANSWERS    each {"method", "result"} in ANSWERS (a JSON list)
                                               against that method's result schema in DOCUMENT
  openrpc_check.py screens DOCUMENT            each of DOCUMENT's x-screens against its
                                               x-screens-schema

Prints one line per problem and exits 1 if there is any; prints "ok N" and exits 0 otherwise.
"""
import json
import sys

import jsonschema


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def check_meta(document, meta):
    validator = jsonschema.validators.validator_for(meta)(meta)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in validator.iter_errors(document)], 1


def check_answers(document, answers):
    schemas = {m["name"]: m["result"]["schema"] for m in document["methods"]}
    problems = []
    for number, answer in enumerate(answers):
        schema = schemas.get(answer["method"])
        if schema is None:
            problems.append(f"#{number} {answer['method']}: not in the document")
            continue
        # Schemas may refer to the document's components (#/components/schemas/...).
        wrapped = dict(schema)
        wrapped["components"] = document.get("components", {})
        validator = jsonschema.Draft7Validator(wrapped)
        for error in validator.iter_errors(answer["result"]):
            where = "/".join(map(str, error.absolute_path))
            problems.append(f"#{number} {answer['method']} at /{where}: {error.message[:300]}")
    return problems, len(answers)


def check_screens(document):
    validator = jsonschema.Draft7Validator(document["x-screens-schema"])
    problems = []
    for screen in document["x-screens"]:
        for error in validator.iter_errors(screen):
            where = "/".join(map(str, error.absolute_path))
            problems.append(f"{screen.get('name')} at /{where}: {error.message[:300]}")
    return problems, len(document["x-screens"])


def main():
    mode, document = sys.argv[1], load(sys.argv[2])
    if mode == "meta":
        problems, count = check_meta(document, load(sys.argv[3]))
    elif mode == "screens":
        problems, count = check_screens(document)
    else:
        problems, count = check_answers(document, load(sys.argv[3]))
    for problem in problems:
        print(problem)
    if not problems:
        print(f"ok {count}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
