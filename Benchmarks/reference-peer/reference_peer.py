#!/usr/bin/env python3
"""A reference peer for the `rpc` benchmarks: the same two JSON-RPC methods spacex-rpc is timed
on, written the plain way in Python (standard library only), over the SpaceX API v4 capture.

It reads newline-delimited JSON-RPC on stdin and answers on stdout, one request at a time:
  settings.get                         -> {"length": "m", "mass": "kg", "language": "en"}
  launches.list {rocket, status, limit, page}
                                       -> a list envelope: items newest first, each with its
                                          raw values and display strings, and the page counts
Run: reference_peer.py CAPTURE_DIR  (the folder holding launches.json and rockets.json)
"""
import json
import sys
import time


def load(capture):
    with open(f"{capture}/launches.json") as f:
        launches = json.load(f)
    with open(f"{capture}/rockets.json") as f:
        rockets = {r["id"]: r["name"] for r in json.load(f)}
    return launches, rockets


def loose(text):
    return "".join(c for c in text.lower() if c.isalnum())


def status_of(launch):
    if launch.get("upcoming"):
        return "upcoming"
    return {True: "success", False: "failed"}.get(launch.get("success"), "unknown")


def item(launch, rockets):
    date = launch.get("date_unix") or 0
    return {
        "id": launch["id"],
        "name": launch["name"],
        "flightNumber": launch.get("flight_number"),
        "dateUtc": launch.get("date_utc"),
        "success": launch.get("success"),
        "upcoming": launch.get("upcoming"),
        "rocket": {"id": launch.get("rocket"), "name": rockets.get(launch.get("rocket"))},
        "display": {
            "flightNumber": str(launch.get("flight_number") or ""),
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(date)),
            "status": status_of(launch),
            "rocket": rockets.get(launch.get("rocket"), ""),
        },
    }


def launches_list(params, launches, rockets):
    rows = launches
    if params.get("rocket"):
        wanted = loose(str(params["rocket"]))
        ids = {i for i, name in rockets.items() if loose(name) == wanted or i == params["rocket"]}
        rows = [l for l in rows if l.get("rocket") in ids]
    status = params.get("status", "all")
    if status != "all":
        rows = [l for l in rows if status_of(l) == status]
    rows = sorted(rows, key=lambda l: (l.get("date_unix") or 0, l.get("flight_number") or 0), reverse=True)
    limit = int(params.get("limit", 20))
    page = int(params.get("page", 1))
    chosen = rows[(page - 1) * limit : page * limit]
    total_pages = (len(rows) + limit - 1) // limit
    return {
        "items": [item(l, rockets) for l in chosen],
        "page": page,
        "limit": limit,
        "totalItems": len(rows),
        "totalPages": total_pages,
        "hasNextPage": page < total_pages,
        "snapshot": {"sections": [{"id": "launches", "items": [l["id"] for l in chosen]}]},
    }


def encode(message):
    # Compact, as spacex-rpc writes it (the benchmark's client reads `{"jsonrpc":"2.0","id":N`).
    return json.dumps(message, separators=(",", ":")) + "\n"


def main():
    launches, rockets = load(sys.argv[1])
    out = sys.stdout
    for line in sys.stdin:
        request = json.loads(line)
        method = request.get("method")
        if method == "settings.get":
            result = {"length": "m", "mass": "kg", "language": "en"}
        elif method == "launches.list":
            result = launches_list(request.get("params") or {}, launches, rockets)
        else:
            out.write(encode({"jsonrpc": "2.0", "id": request.get("id"),
                              "error": {"code": -32601, "message": "Method not found"}}))
            out.flush()
            continue
        out.write(encode({"jsonrpc": "2.0", "id": request.get("id"), "result": result}))
        out.flush()


if __name__ == "__main__":
    main()
