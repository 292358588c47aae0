"""Parses an iCalendar file with a real parser (the `icalendar` package) and prints what it
found as JSON, so a Swift test can assert on it: one object per VEVENT with its UID, SUMMARY,
whether DTSTART is a whole day, DTSTART and DTEND in ISO form, SEQUENCE, STATUS, LOCATION, URL and
its alarms' triggers (in seconds). Exits 1 if the file does not parse."""
import json
import sys

import icalendar

with open(sys.argv[1], "rb") as handle:
    raw = handle.read()
calendar = icalendar.Calendar.from_ical(raw)
events = []
for event in calendar.walk("VEVENT"):
    start = event.decoded("DTSTART")
    end = event.decoded("DTEND") if "DTEND" in event else None
    alarms = [alarm.decoded("TRIGGER").total_seconds() for alarm in event.walk("VALARM")]
    events.append({
        "end": end.isoformat() if end is not None else None,
        "sequence": int(event["SEQUENCE"]) if "SEQUENCE" in event else None,
        "status": str(event["STATUS"]) if "STATUS" in event else None,
        "location": str(event["LOCATION"]) if "LOCATION" in event else None,
        "url": str(event["URL"]) if "URL" in event else None,
        "alarms": alarms,
        "uid": str(event["UID"]),
        "summary": str(event["SUMMARY"]),
        "allDay": not hasattr(start, "hour"),
        "start": start.isoformat(),
        "stamp": event.decoded("DTSTAMP").isoformat(),
    })
print(json.dumps({"version": str(calendar["VERSION"]), "events": events}))
