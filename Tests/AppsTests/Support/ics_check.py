"""Parses an iCalendar file with a real parser (the `icalendar` package) and prints what it
found as JSON, so a Swift test can assert on it: one object per VEVENT with its UID, SUMMARY,
whether DTSTART is a whole day, and DTSTART in ISO form. Exits 1 if the file does not parse."""
import json
import sys

import icalendar

with open(sys.argv[1], "rb") as handle:
    raw = handle.read()
calendar = icalendar.Calendar.from_ical(raw)
events = []
for event in calendar.walk("VEVENT"):
    start = event.decoded("DTSTART")
    events.append({
        "uid": str(event["UID"]),
        "summary": str(event["SUMMARY"]),
        "allDay": not hasattr(start, "hour"),
        "start": start.isoformat(),
        "stamp": event.decoded("DTSTAMP").isoformat(),
    })
print(json.dumps({"version": str(calendar["VERSION"]), "events": events}))
