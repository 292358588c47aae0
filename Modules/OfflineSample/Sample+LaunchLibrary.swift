// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample of Launch Library 2: SpaceX launches in LL2's `GET /launches/` shape (mode=normal,
// only the fields this project reads). Facts only (ids, names, dates, statuses, pads, rockets),
// as LL2 recorded them up to September 2024; no descriptions. USSF-44's id is the one the SpaceX
// API's own record links to; its date and outcome are public record. The last five, scheduled
// for July 2026 (and NROL-95), are from the `detailed` capture in ../shared (launch-library-2, 2026-07) with
// their boosters and spacecraft as it has them (serial, flight number, turnaround, landing kind
// and place, state): the fleet's post-2022 side, offline; and their launch windows, whether the
// webcast was live and the first webcast link, as captured. NROL-95 (the capture's "TBC"
// launch, its booster not yet assigned) shows Launch Library 2's status words offline.

extension OfflineSample {
  static let launchLibraryLaunchesJSON = #"""
{
 "count": 21,
 "next": null,
 "previous": null,
 "results": [
  {
   "id": "fdfc71c4-37a7-4d36-a27c-90b132f0e4aa",
   "name": "Starship SN8 | 12.5 km Flight",
   "net": "2020-12-09T22:45:25Z",
   "net_precision": null,
   "status": {
    "id": 7,
    "abbrev": "Partial Failure"
   },
   "last_updated": "2023-01-18T01:25:22Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 207,
     "name": "Starship Prototype"
    }
   },
   "mission": {
    "name": "12.5 km Flight"
   },
   "pad": {
    "id": 111,
    "name": "Launch Pad A",
    "latitude": 25.997116,
    "longitude": -97.15503099856647,
    "location": {
     "name": "SpaceX Space Launch Facility, TX, USA"
    }
   }
  },
  {
   "id": "44670393-85da-4504-99f3-e5b95d71cbb6",
   "name": "Starship SN9 | 10 km Flight",
   "net": "2021-02-02T20:25:15Z",
   "net_precision": null,
   "status": {
    "id": 7,
    "abbrev": "Partial Failure"
   },
   "last_updated": "2023-01-18T00:33:17Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 207,
     "name": "Starship Prototype"
    }
   },
   "mission": {
    "name": "10 km Flight"
   },
   "pad": {
    "id": 187,
    "name": "Launch Pad B",
    "latitude": 25.997116,
    "longitude": -97.15503099856647,
    "location": {
     "name": "SpaceX Space Launch Facility, TX, USA"
    }
   }
  },
  {
   "id": "c0ac9a61-5aac-40d7-9919-3c29ea7d4172",
   "name": "Starship SN10 | 10 km Flight",
   "net": "2021-03-03T23:15:00Z",
   "net_precision": null,
   "status": {
    "id": 3,
    "abbrev": "Success"
   },
   "last_updated": "2023-01-18T01:07:40Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 207,
     "name": "Starship Prototype"
    }
   },
   "mission": {
    "name": "10 km Flight"
   },
   "pad": {
    "id": 111,
    "name": "Launch Pad A",
    "latitude": 25.997116,
    "longitude": -97.15503099856647,
    "location": {
     "name": "SpaceX Space Launch Facility, TX, USA"
    }
   }
  },
  {
   "id": "fc7a010b-0e88-43cb-8953-9a969c475dd6",
   "name": "Starship SN11 | 10 km Flight",
   "net": "2021-03-30T13:00:00Z",
   "net_precision": null,
   "status": {
    "id": 4,
    "abbrev": "Failure"
   },
   "last_updated": "2023-01-18T01:24:59Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 207,
     "name": "Starship Prototype"
    }
   },
   "mission": {
    "name": "10 km Flight"
   },
   "pad": {
    "id": 187,
    "name": "Launch Pad B",
    "latitude": 25.997116,
    "longitude": -97.15503099856647,
    "location": {
     "name": "SpaceX Space Launch Facility, TX, USA"
    }
   }
  },
  {
   "id": "73ae8553-cc90-46e9-9a01-70a712493856",
   "name": "Starship SN15 | 10 km Flight",
   "net": "2021-05-05T22:24:00Z",
   "net_precision": null,
   "status": {
    "id": 3,
    "abbrev": "Success"
   },
   "last_updated": "2023-01-18T00:46:38Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 207,
     "name": "Starship Prototype"
    }
   },
   "mission": {
    "name": "10 km Flight"
   },
   "pad": {
    "id": 111,
    "name": "Launch Pad A",
    "latitude": 25.997116,
    "longitude": -97.15503099856647,
    "location": {
     "name": "SpaceX Space Launch Facility, TX, USA"
    }
   }
  },
  {
   "id": "f33d5ece-e825-4cd8-809f-1d4c72a2e0d3",
   "name": "Falcon 9 Block 5 | Crew-5",
   "net": "2022-10-05T16:00:57Z",
   "net_precision": null,
   "status": {
    "id": 3,
    "abbrev": "Success"
   },
   "last_updated": "2023-01-18T01:21:59Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    }
   },
   "mission": {
    "name": "Crew-5"
   },
   "pad": {
    "id": 87,
    "name": "Launch Complex 39A",
    "latitude": 28.60822681,
    "longitude": -80.60428186,
    "location": {
     "name": "Kennedy Space Center, FL, USA"
    }
   }
  },
  {
   "id": "2306e0bc-e1a3-4a4a-9285-e1a94073655e",
   "name": "Falcon Heavy | USSF-44",
   "net": "2022-11-01T13:41:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 3,
    "abbrev": "Success"
   },
   "last_updated": "2022-11-01T15:00:00Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 161,
     "name": "Falcon Heavy"
    }
   },
   "mission": {
    "name": "USSF-44"
   },
   "pad": {
    "id": 87,
    "name": "Launch Complex 39A",
    "latitude": 28.60822681,
    "longitude": -80.60428186,
    "location": {
     "name": "Kennedy Space Center, FL, USA"
    }
   }
  },
  {
   "id": "9d576892-dcf0-472b-92d1-37053ff549ab",
   "name": "Falcon 9 Block 5 | Starlink Group 10-10",
   "net": "2024-10-05T07:43:00Z",
   "net_precision": {
    "id": 2,
    "abbrev": "HR"
   },
   "status": {
    "id": 8,
    "abbrev": "TBC"
   },
   "last_updated": "2024-09-30T16:29:30Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    }
   },
   "mission": {
    "name": "Starlink Group 10-10"
   },
   "pad": {
    "id": 80,
    "name": "Space Launch Complex 40",
    "latitude": 28.56194122,
    "longitude": -80.57735736,
    "location": {
     "name": "Cape Canaveral SFS, FL, USA"
    }
   }
  },
  {
   "id": "e1ffdd01-c146-44d0-a250-b845dc2eb20d",
   "name": "Falcon 9 Block 5 | Hera",
   "net": "2024-10-07T14:52:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 8,
    "abbrev": "TBC"
   },
   "last_updated": "2024-09-01T02:02:34Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    }
   },
   "mission": {
    "name": "Hera"
   },
   "pad": {
    "id": 80,
    "name": "Space Launch Complex 40",
    "latitude": 28.56194122,
    "longitude": -80.57735736,
    "location": {
     "name": "Cape Canaveral SFS, FL, USA"
    }
   }
  },
  {
   "id": "525ed290-dd97-4187-9118-d71f0b8285be",
   "name": "Falcon 9 Block 5 | OneWeb 20",
   "net": "2024-10-09T06:49:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 8,
    "abbrev": "TBC"
   },
   "last_updated": "2024-09-30T12:02:57Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    }
   },
   "mission": {
    "name": "OneWeb 20"
   },
   "pad": {
    "id": 16,
    "name": "Space Launch Complex 4E",
    "latitude": 34.632,
    "longitude": -120.611,
    "location": {
     "name": "Vandenberg SFB, CA, USA"
    }
   }
  },
  {
   "id": "59548105-347d-4477-8747-7fc3f91016c5",
   "name": "Falcon Heavy | Europa Clipper",
   "net": "2024-10-10T16:31:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 1,
    "abbrev": "Go"
   },
   "last_updated": "2024-09-17T02:44:32Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 161,
     "name": "Falcon Heavy"
    }
   },
   "mission": {
    "name": "Europa Clipper"
   },
   "pad": {
    "id": 87,
    "name": "Launch Complex 39A",
    "latitude": 28.60822681,
    "longitude": -80.60428186,
    "location": {
     "name": "Kennedy Space Center, FL, USA"
    }
   }
  },
  {
   "id": "f97bce95-052e-4fa9-80e8-dbedf16bc516",
   "name": "Falcon 9 Block 5 | Dragon CRS-2 SpX-31",
   "net": "2024-10-31T00:00:00Z",
   "net_precision": {
    "id": 7,
    "abbrev": "M"
   },
   "status": {
    "id": 2,
    "abbrev": "TBD"
   },
   "last_updated": "2024-09-19T06:15:22Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    }
   },
   "mission": {
    "name": "Dragon CRS-2 SpX-31"
   },
   "pad": {
    "id": 80,
    "name": "Space Launch Complex 40",
    "latitude": 28.56194122,
    "longitude": -80.57735736,
    "location": {
     "name": "Cape Canaveral SFS, FL, USA"
    }
   }
  },
  {
   "id": "a9fa3ed5-4988-4a72-b262-454e7b03ab50",
   "name": "Falcon 9 Block 5 | Koreasat 6A",
   "net": "2024-10-31T00:00:00Z",
   "net_precision": {
    "id": 7,
    "abbrev": "M"
   },
   "status": {
    "id": 2,
    "abbrev": "TBD"
   },
   "last_updated": "2024-09-27T09:10:13Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    }
   },
   "mission": {
    "name": "Koreasat 6A"
   },
   "pad": {
    "id": 72,
    "name": "Unknown Pad",
    "latitude": 28.458,
    "longitude": -80.528,
    "location": {
     "name": "Cape Canaveral SFS, FL, USA"
    }
   }
  },
  {
   "id": "ae15ed89-63fa-4256-8b71-cb3c30e23e31",
   "name": "Falcon 9 Block 5 | Sirius SXM-9",
   "net": "2024-10-31T00:00:00Z",
   "net_precision": {
    "id": 7,
    "abbrev": "M"
   },
   "status": {
    "id": 2,
    "abbrev": "TBD"
   },
   "last_updated": "2024-08-24T03:51:46Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    }
   },
   "mission": {
    "name": "Sirius SXM-9"
   },
   "pad": {
    "id": 72,
    "name": "Unknown Pad",
    "latitude": 28.458,
    "longitude": -80.528,
    "location": {
     "name": "Cape Canaveral SFS, FL, USA"
    }
   }
  },
  {
   "id": "78775018-e720-4a50-a72c-e448a644c7a0",
   "name": "Starship | Superbird-9",
   "net": "2024-12-31T00:00:00Z",
   "net_precision": null,
   "status": {
    "id": 2,
    "abbrev": "TBD"
   },
   "last_updated": "2023-06-14T09:16:20Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 464,
     "name": "Starship"
    }
   },
   "mission": {
    "name": "Superbird-9"
   },
   "pad": {
    "id": 203,
    "name": "Launch Complex 39A Starship Pad",
    "latitude": 28.60822681,
    "longitude": -80.60428186,
    "location": {
     "name": "Kennedy Space Center, FL, USA"
    }
   }
  },
  {
   "id": "e1079d3a-c0a6-4b42-bc1d-92e48a5a78fc",
   "name": "Falcon 9 Block 5 | Starlink Group 17-39",
   "net": "2026-07-20T14:49:32Z",
   "net_precision": {
    "id": 0,
    "abbrev": "SEC"
   },
   "status": {
    "id": 1,
    "abbrev": "Go"
   },
   "last_updated": "2026-07-20T14:19:43Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    },
    "launcher_stage": [
     {
      "reused": true,
      "launcher_flight_number": 23,
      "launcher": {
       "serial_number": "B1082",
       "status": {
        "name": "Active"
       }
      },
      "landing": {
       "attempt": true,
       "success": null,
       "type": {
        "abbrev": "ASDS"
       },
       "landing_location": {
        "name": "Of Course I Still Love You",
        "abbrev": "OCISLY"
       }
      },
      "turn_around_time": "P50D"
     }
    ]
   },
   "mission": {
    "name": "Starlink Group 17-39"
   },
   "pad": {
    "id": 16,
    "name": "Space Launch Complex 4E",
    "latitude": 34.632,
    "longitude": -120.611,
    "location": {
     "name": "Vandenberg SFB, CA, USA"
    }
   },
   "window_start": "2026-07-20T14:00:00Z",
   "window_end": "2026-07-20T18:00:00Z",
   "webcast_live": true,
   "vid_urls": [
    {
     "url": "https://www.youtube.com/watch?v=p648NlL0fi4",
     "priority": 8
    }
   ]
  },
  {
   "id": "0f6780cf-edae-4d7c-99d6-ce7de784d140",
   "name": "Falcon 9 Block 5 | MRV-1",
   "net": "2026-07-21T21:15:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 1,
    "abbrev": "Go"
   },
   "last_updated": "2026-07-20T09:03:02Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    },
    "launcher_stage": [
     {
      "reused": true,
      "launcher_flight_number": 32,
      "launcher": {
       "serial_number": "B1069",
       "status": {
        "name": "Active"
       }
      },
      "landing": {
       "attempt": false,
       "success": null,
       "type": {
        "abbrev": "EXP"
       },
       "landing_location": {
        "name": "Atlantic Ocean",
        "abbrev": "ATL"
       }
      },
      "turn_around_time": "P81D"
     }
    ]
   },
   "mission": {
    "name": "MRV-1"
   },
   "pad": {
    "id": 80,
    "name": "Space Launch Complex 40",
    "latitude": 28.56194122,
    "longitude": -80.57735736,
    "location": {
     "name": "Cape Canaveral SFS, FL, USA"
    }
   },
   "window_start": "2026-07-21T21:15:00Z",
   "window_end": "2026-07-22T01:04:00Z",
   "webcast_live": false,
   "vid_urls": [
    {
     "url": "https://www.youtube.com/watch?v=BEhu74LtIb0",
     "priority": 7
    }
   ]
  },
  {
   "id": "ac897b9f-44d2-4ff4-8416-1a0a076e98a2",
   "name": "Starship | Flight 13",
   "net": "2026-07-23T22:45:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 1,
    "abbrev": "Go"
   },
   "last_updated": "2026-07-19T22:20:34Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 522,
     "name": "Starship"
    },
    "launcher_stage": [
     {
      "reused": false,
      "launcher_flight_number": 1,
      "launcher": {
       "serial_number": "Booster 20",
       "status": {
        "name": "Active"
       }
      },
      "landing": {
       "attempt": true,
       "success": null,
       "type": {
        "abbrev": "Ocean"
       },
       "landing_location": {
        "name": "Gulf of Mexico",
        "abbrev": "GOM"
       }
      }
     }
    ],
    "spacecraft_stage": [
     {
      "spacecraft": {
       "serial_number": "S40",
       "name": "Ship 40",
       "status": {
        "name": "Active"
       }
      },
      "launch_crew": [],
      "landing": {
       "attempt": true,
       "success": null
      }
     }
    ]
   },
   "mission": {
    "name": "Flight 13"
   },
   "pad": {
    "id": 235,
    "name": "Orbital Launch Pad 2",
    "latitude": 25.99677,
    "longitude": -97.15799,
    "location": {
     "name": "SpaceX Starbase, TX, USA"
    }
   },
   "window_start": "2026-07-23T22:45:00Z",
   "window_end": "2026-07-24T00:15:00Z",
   "webcast_live": false,
   "vid_urls": [
    {
     "url": "https://www.youtube.com/watch?v=0EnOQCjgq4E",
     "priority": 7
    }
   ]
  },
  {
   "id": "5b2f05d7-9052-49fb-9bd7-2a05d4910576",
   "name": "Falcon 9 Block 5 | Starlink Group 17-51",
   "net": "2026-07-24T14:00:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 1,
    "abbrev": "Go"
   },
   "last_updated": "2026-07-13T15:20:31Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    },
    "launcher_stage": [
     {
      "reused": true,
      "launcher_flight_number": 8,
      "launcher": {
       "serial_number": "B1100",
       "status": {
        "name": "Active"
       }
      },
      "landing": {
       "attempt": true,
       "success": null,
       "type": {
        "abbrev": "ASDS"
       },
       "landing_location": {
        "name": "Of Course I Still Love You",
        "abbrev": "OCISLY"
       }
      },
      "turn_around_time": "P22D"
     }
    ]
   },
   "mission": {
    "name": "Starlink Group 17-51"
   },
   "pad": {
    "id": 16,
    "name": "Space Launch Complex 4E",
    "latitude": 34.632,
    "longitude": -120.611,
    "location": {
     "name": "Vandenberg SFB, CA, USA"
    }
   },
   "window_start": "2026-07-24T14:00:00Z",
   "window_end": "2026-07-24T18:00:00Z",
   "webcast_live": false,
   "vid_urls": [
    {
     "url": "https://x.com/i/broadcasts/1wxWjjQvmrkJQ",
     "priority": 10
    }
   ]
  },
  {
   "id": "e7e55b53-6f69-4c22-9fc5-df00df653a3f",
   "name": "Falcon 9 Block 5 | Starlink Group 17-52",
   "net": "2026-07-28T02:00:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 1,
    "abbrev": "Go"
   },
   "last_updated": "2026-07-16T20:06:31Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    },
    "launcher_stage": [
     {
      "reused": true,
      "launcher_flight_number": 26,
      "launcher": {
       "serial_number": "B1081",
       "status": {
        "name": "Active"
       }
      },
      "landing": {
       "attempt": true,
       "success": null,
       "type": {
        "abbrev": "ASDS"
       },
       "landing_location": {
        "name": "Of Course I Still Love You",
        "abbrev": "OCISLY"
       }
      },
      "turn_around_time": "P32D"
     }
    ]
   },
   "mission": {
    "name": "Starlink Group 17-52"
   },
   "pad": {
    "id": 16,
    "name": "Space Launch Complex 4E",
    "latitude": 34.632,
    "longitude": -120.611,
    "location": {
     "name": "Vandenberg SFB, CA, USA"
    }
   },
   "window_start": "2026-07-28T02:00:00Z",
   "window_end": "2026-07-28T06:00:00Z",
   "webcast_live": false,
   "vid_urls": [
    {
     "url": "https://x.com/i/broadcasts/1AxRnnrObgzxl",
     "priority": 10
    }
   ]
  },
  {
   "id": "24675e3d-2458-48a3-8c70-5196e44d4dc3",
   "name": "Falcon 9 Block 5 | NROL-95",
   "net": "2026-07-30T06:37:00Z",
   "net_precision": {
    "id": 1,
    "abbrev": "MIN"
   },
   "status": {
    "id": 8,
    "abbrev": "TBC"
   },
   "last_updated": "2026-07-20T14:36:05Z",
   "launch_service_provider": {
    "id": 121,
    "name": "SpaceX"
   },
   "rocket": {
    "configuration": {
     "id": 164,
     "name": "Falcon 9"
    },
    "launcher_stage": []
   },
   "mission": {
    "name": "NROL-95"
   },
   "pad": {
    "id": 80,
    "name": "Space Launch Complex 40",
    "latitude": 28.56194122,
    "longitude": -80.57735736,
    "location": {
     "name": "Cape Canaveral SFS, FL, USA"
    }
   },
   "window_start": "2026-07-30T06:37:00Z",
   "window_end": "2026-07-30T08:04:00Z",
   "webcast_live": false
  }
 ]
}
"""#
}
