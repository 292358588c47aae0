#!/usr/bin/env python3
"""Rebuilds the offline sample's JSON from the captures in ../shared.

    Modules/OfflineSample/Tools/import-captures.py [--shared DIR]

Every record of every SpaceX API v4 collection the product reads is taken with its facts (ids,
names, dates, numbers, flags, links) as captured. Free-text fields are never taken: they are
written empty, unless the sample already holds words of our own for that record and field, which
are kept (rocket descriptions, failure reasons).

Launch Library 2's part is every launch its SpaceX capture lists as flown (in the 2.3.0 `normal`
shape, only the fields the product reads, its programs by id and name, its counts and orbit),
which makes the sample complete to that capture's last flown launch; records of later launches
already in the sample (upcoming snapshots taken from the 2024 and 2026 captures, with their
boosters) are kept, each booster's total flights (LL2's `launcher.flights`) filled in from the July
2026 capture, and with what those captures say of each launch's day as facts: the counts, the
orbit, the Flight Club page, the timeline (event types and offsets) and the streams (address,
publisher, kind, language, priority, times). Never a stream's title or description, an editor's
note, or "live": those are the captures' prose or a moment's claim.

Run Tools/generate-swift.py afterwards: the binaries compile the generated file, not these.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE = os.path.join(os.path.dirname(HERE), "JSON")
V4 = ["capsules", "cores", "crew", "landpads", "launches", "launchpads", "payloads", "rockets", "ships"]

# Free text per collection: (path to the field, as keys and "*" for every element of a list).
TEXT_FIELDS = {
    "launches": [("details",), ("failures", "*", "reason")],
    "cores": [("last_update",)],
    "capsules": [("last_update",)],
    "landpads": [("details",)],
    "launchpads": [("details",)],
    "rockets": [("description",)],
}

FLOWN = {"Success", "Failure", "Partial Failure"}


def read(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def write(path, value):
    with open(path, "w", encoding="utf-8") as file:
        json.dump(value, file, indent=1, ensure_ascii=False)
        file.write("\n")


def field_paths(value, path, prefix=()):
    """Every concrete path `path` names in `value` ("*" expanded to indexes)."""
    if not path:
        yield prefix
        return
    head, rest = path[0], path[1:]
    if head == "*":
        for index, element in enumerate(value if isinstance(value, list) else []):
            yield from field_paths(element, rest, prefix + (index,))
    elif isinstance(value, dict) and head in value:
        yield from field_paths(value[head], rest, prefix + (head,))


def get(value, path):
    for key in path:
        value = value[key]
    return value


def put(value, path, new):
    for key in path[:-1]:
        value = value[key]
    value[path[-1]] = new


def strip_text(name, record, ours):
    """`record` with its free text replaced by our own words (`ours`, the same record as the sample
    had it) where we wrote some, else null."""
    for path in TEXT_FIELDS.get(name, []):
        for concrete in field_paths(record, path):
            try:
                own = get(ours, concrete) if ours is not None else None
            except (KeyError, IndexError, TypeError):
                own = None
            put(record, concrete, own if isinstance(own, str) and own else None)
    return record


def import_v4(shared):
    for name in V4:
        captured = read(os.path.join(shared, "spacex-api-v4", name + ".json"))
        target = os.path.join(SAMPLE, "spacex-api-v4", name + ".json")
        ours = {record["id"]: record for record in read(target)} if os.path.exists(target) else {}
        records = [strip_text(name, record, ours.get(record["id"])) for record in captured]
        write(target, records)
        print(f"spacex-api-v4/{name}.json: {len(records)} records")


def normal_shape(launch):
    """A 2.2.0 `normal` launch as 2.3.0 writes the fields the product reads (numbers for coordinates)."""
    rocket = (launch.get("rocket") or {}).get("configuration") or {}
    pad = launch.get("pad") or {}
    mission = launch.get("mission") or {}
    provider = launch.get("launch_service_provider") or {}

    def number(text):
        try:
            return float(text) if text is not None else None
        except ValueError:
            return None

    record = {
        "id": launch["id"],
        "name": launch["name"],
        "net": launch.get("net"),
        "net_precision": None,
        "status": {"id": launch["status"]["id"], "abbrev": launch["status"]["abbrev"]},
        "last_updated": launch.get("last_updated"),
        "launch_service_provider": {"id": provider.get("id"), "name": provider.get("name")},
        "rocket": {"configuration": {"id": rocket.get("id"), "name": rocket.get("name")}},
        "mission": {"name": mission["name"]} if mission.get("name") else None,
        "program": programs(launch),
        "pad": {
            "id": pad.get("id"),
            "name": pad.get("name"),
            "latitude": number(pad.get("latitude")),
            "longitude": number(pad.get("longitude")),
            "location": {"name": (pad.get("location") or {}).get("name")},
        },
        "window_start": launch.get("window_start"),
        "window_end": launch.get("window_end"),
    }
    with_counts(record, launch)
    return record


COUNTS = ["agency_launch_attempt_count_year", "pad_launch_attempt_count_year", "pad_turnaround", "flightclub_url"]


def counts(launch):
    """LL2's counts, pad turnaround, Flight Club page and orbit, where the capture has them."""
    found = {name: launch[name] for name in COUNTS if launch.get(name) is not None}
    orbit = (launch.get("mission") or {}).get("orbit")
    if orbit:
        found["mission_orbit"] = {"id": orbit.get("id"), "name": orbit.get("name"), "abbrev": orbit.get("abbrev")}
    return found


def with_counts(record, launch):
    """`record` with `launch`'s counts (the orbit goes under its mission, as LL2 writes it)."""
    found = counts(launch)
    orbit = found.pop("mission_orbit", None)
    record.update(found)
    if orbit:
        record["mission"] = {**(record.get("mission") or {}), "orbit": orbit}


def launch_day(launch):
    """The timeline and streams of a `detailed` capture, facts only."""
    timeline = [
        {"type": {"id": (e.get("type") or {}).get("id"), "abbrev": (e.get("type") or {}).get("abbrev")},
         "relative_time": e.get("relative_time")}
        for e in launch.get("timeline") or []
    ]
    streams = [
        {"url": v.get("url"), "priority": v.get("priority"), "publisher": v.get("publisher"),
         "type": {"id": (v.get("type") or {}).get("id"), "name": (v.get("type") or {}).get("name")},
         "language": {"code": (v.get("language") or {}).get("code")},
         "start_time": v.get("start_time"), "end_time": v.get("end_time")}
        for v in launch.get("vid_urls") or launch.get("vidURLs") or []
    ]
    return timeline, streams


def programs(launch):
    """The programs a launch is part of, by id and name (an empty list: LL2 names none)."""
    return [{"id": p.get("id"), "name": p.get("name")} for p in launch.get("program") or []]


def add_programs(records, shared):
    """The programs of the kept later records, as the capture they were taken from lists them."""
    found = {}
    for name in ["v2.3.0-upcoming-normal-2024-09.json", "v2.2.0-upcoming-detailed-2026-07.json"]:
        capture = read(os.path.join(shared, "launch-library-2", name))
        for launch in capture["results"] if isinstance(capture, dict) else capture:
            if "program" in launch:
                found[launch["id"]] = programs(launch)
    for record in records:
        if record["id"] in found:
            record["program"] = found[record["id"]]


def add_launch_days(records, shared):
    """The counts and orbit of the kept later records, and, where the capture is `detailed`, their
    timeline and streams; "live" never (a moment's claim a sample cannot make)."""
    found = {}
    for name in ["v2.3.0-upcoming-normal-2024-09.json", "v2.2.0-upcoming-detailed-2026-07.json"]:
        capture = read(os.path.join(shared, "launch-library-2", name))
        for launch in capture["results"] if isinstance(capture, dict) else capture:
            found[launch["id"]] = launch
    for record in records:
        record.pop("webcast_live", None)
        launch = found.get(record["id"])
        if launch is None:
            continue
        with_counts(record, launch)
        if launch.get("timeline") is not None:
            record["timeline"], record["vid_urls"] = launch_day(launch)


def add_booster_totals(records, shared):
    """Each booster's `launcher.flights` (LL2's own count of its flights) in the kept `detailed`
    records, as the July 2026 capture gives it for the same launch and serial."""
    capture = read(os.path.join(shared, "launch-library-2", "v2.2.0-upcoming-detailed-2026-07.json"))
    totals = {}
    for launch in capture["results"]:
        for stage in (launch.get("rocket") or {}).get("launcher_stage") or []:
            launcher = stage.get("launcher") or {}
            totals[(launch["id"], launcher.get("serial_number"))] = launcher.get("flights")
    for record in records:
        for stage in (record.get("rocket") or {}).get("launcher_stage") or []:
            launcher = stage.get("launcher") or {}
            key = (record["id"], launcher.get("serial_number"))
            if key in totals:
                launcher["flights"] = totals[key]


def import_launch_library(shared):
    capture = read(os.path.join(shared, "launch-library-2", "v2.2.0-spacex-launches-normal-2023-06.json"))
    # The capture joins pages that overlap: one record per id, the last one written.
    flown = {}
    for launch in capture["results"]:
        if launch["status"]["abbrev"] in FLOWN:
            flown[launch["id"]] = normal_shape(launch)
    complete_through = max(launch["net"] for launch in flown.values())
    target = os.path.join(SAMPLE, "launch-library-2", "launches.json")
    kept = []
    if os.path.exists(target):
        # Later launches the sample already holds, from captures taken after this one.
        kept = [r for r in read(target)["results"] if r["id"] not in flown and r["net"] > complete_through]
    add_booster_totals(kept, shared)
    add_programs(kept, shared)
    add_launch_days(kept, shared)
    results = sorted(list(flown.values()) + kept, key=lambda r: (r["net"], r["id"]))
    write(target, {"count": len(results), "next": None, "previous": None, "results": results})
    print(f"launch-library-2/launches.json: {len(flown)} flown to {complete_through}, {len(kept)} later kept")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = os.path.join(HERE, "..", "..", "..", "..", "shared")
    parser.add_argument("--shared", default=default, help="the folder holding spacex-api-v4/ and launch-library-2/")
    shared = parser.parse_args().shared
    if not os.path.isdir(os.path.join(shared, "spacex-api-v4")):
        sys.exit(f"import-captures: no spacex-api-v4/ in {shared}")
    import_v4(shared)
    import_launch_library(shared)


if __name__ == "__main__":
    main()
