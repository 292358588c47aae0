#!/usr/bin/env python3
"""Layering check. Every module of this package that a target imports must be one of its
*direct* dependencies in Package.swift, and the dependencies themselves follow Modules/ModuleMap.md:
a Domain target depends on Core alone, Data and Presentation never on each other, and nothing in
Apps/ on a Data target. (SwiftPM's --explicit-target-dependency-import-check only
catches imports outside the transitive closure, so `import LaunchesData` in an executable that
reaches it through AllFeatures would pass it.)

Usage: check-imports.py PACKAGE_JSON   (the output of `swift package dump-package`)
Prints each violation as `path:line: Target imports Module without depending on it` and exits 1
if there is any.
"""
import json
import os
import re
import sys

IMPORT = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def layering_violation(name, target, dependency):
    if name.endswith("Domain") and dependency != "Core":
        return "a Domain target depends on Core alone"
    if name.endswith("Data") and dependency.endswith("Presentation"):
        return "Data never depends on Presentation"
    if name.endswith("Presentation") and dependency.endswith("Data"):
        return "Presentation never depends on Data"
    if (target.get("path") or "").startswith("Apps/") and dependency.endswith("Data"):
        return "a frontend never depends on a Data target"
    return None


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        package = json.load(f)
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for name, target in sorted(targets.items()):
        direct = {name}
        for dependency in target["dependencies"]:
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    direct.add(dependency[kind][0])
        for dependency in sorted(direct - {name}):
            rule = layering_violation(name, target, dependency)
            if rule:
                problems.append(f"Package.swift: {name} depends on {dependency}: {rule}")
        path = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
        excluded = [os.path.join(path, e) for e in target.get("exclude", [])]
        imported = set()
        for root, _, files in os.walk(path):
            if any(root == e or root.startswith(e + os.sep) for e in excluded):
                continue
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                source = os.path.join(root, file)
                with open(source, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        match = IMPORT.match(line)
                        if match:
                            imported.add(match.group(1))
                        if match and match.group(1) in targets and match.group(1) not in direct:
                            problems.append(
                                f"{source}:{number}: {name} imports {match.group(1)} without depending on it")
        # An edge nothing imports only hides what a target really needs. (Test targets may see a
        # feature whole: Package.swift gives each the same generous set.)
        for dependency in sorted(direct - {name} - imported) if target["type"] != "test" else []:
            if dependency in targets and targets[dependency]["type"] != "executable":
                problems.append(f"Package.swift: {name} depends on {dependency}, which none of its files imports")
    for problem in problems:
        print(problem)
    print(f"import check: {len(targets)} targets, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
