// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample: facts (ids, names, dates, numbers, flags) as the SpaceX API v4 states them;
// free-text fields are empty or written by us. Every cross-reference resolves within the sample.

extension OfflineSample {
  static let rocketsJSON = #"""
[
 {
  "height": {
   "meters": 22.25,
   "feet": 73
  },
  "diameter": {
   "meters": 1.68,
   "feet": 5.5
  },
  "mass": {
   "kg": 30146,
   "lb": 66460
  },
  "first_stage": {
   "thrust_sea_level": {
    "kN": 420,
    "lbf": 94000
   },
   "thrust_vacuum": {
    "kN": 480,
    "lbf": 110000
   },
   "reusable": false,
   "engines": 1,
   "fuel_amount_tons": 44.3,
   "burn_time_sec": 169
  },
  "second_stage": {
   "thrust": {
    "kN": 31,
    "lbf": 7000
   },
   "payloads": {
    "composite_fairing": {
     "height": {
      "meters": 3.5,
      "feet": 11.5
     },
     "diameter": {
      "meters": 1.5,
      "feet": 4.9
     }
    },
    "option_1": "composite fairing"
   },
   "reusable": false,
   "engines": 1,
   "fuel_amount_tons": 3.38,
   "burn_time_sec": 378
  },
  "engines": {
   "isp": {
    "sea_level": 267,
    "vacuum": 304
   },
   "thrust_sea_level": {
    "kN": 420,
    "lbf": 94000
   },
   "thrust_vacuum": {
    "kN": 480,
    "lbf": 110000
   },
   "number": 1,
   "type": "merlin",
   "version": "1C",
   "layout": "single",
   "engine_loss_max": 0,
   "propellant_1": "liquid oxygen",
   "propellant_2": "RP-1 kerosene",
   "thrust_to_weight": 96
  },
  "landing_legs": {
   "number": 0,
   "material": null
  },
  "payload_weights": [
   {
    "id": "leo",
    "name": "Low Earth Orbit",
    "kg": 450,
    "lb": 992
   }
  ],
  "flickr_images": [
   "https://imgur.com/DaCfMsj.jpg",
   "https://imgur.com/azYafd8.jpg"
  ],
  "name": "Falcon 1",
  "type": "rocket",
  "active": false,
  "stages": 2,
  "boosters": 0,
  "cost_per_launch": 6700000,
  "success_rate_pct": 40,
  "first_flight": "2006-03-24",
  "country": "Republic of the Marshall Islands",
  "company": "SpaceX",
  "wikipedia": "https://en.wikipedia.org/wiki/Falcon_1",
  "description": "Small two-stage launcher; the first privately developed liquid-fuelled rocket to reach orbit.",
  "id": "5e9d0d95eda69955f709d1eb"
 },
 {
  "height": {
   "meters": 70,
   "feet": 229.6
  },
  "diameter": {
   "meters": 3.7,
   "feet": 12
  },
  "mass": {
   "kg": 549054,
   "lb": 1207920
  },
  "first_stage": {
   "thrust_sea_level": {
    "kN": 7607,
    "lbf": 1710000
   },
   "thrust_vacuum": {
    "kN": 8227,
    "lbf": 1849500
   },
   "reusable": true,
   "engines": 9,
   "fuel_amount_tons": 385,
   "burn_time_sec": 162
  },
  "second_stage": {
   "thrust": {
    "kN": 934,
    "lbf": 210000
   },
   "payloads": {
    "composite_fairing": {
     "height": {
      "meters": 13.1,
      "feet": 43
     },
     "diameter": {
      "meters": 5.2,
      "feet": 17.1
     }
    },
    "option_1": "dragon"
   },
   "reusable": false,
   "engines": 1,
   "fuel_amount_tons": 90,
   "burn_time_sec": 397
  },
  "engines": {
   "isp": {
    "sea_level": 288,
    "vacuum": 312
   },
   "thrust_sea_level": {
    "kN": 845,
    "lbf": 190000
   },
   "thrust_vacuum": {
    "kN": 914,
    "lbf": 205500
   },
   "number": 9,
   "type": "merlin",
   "version": "1D+",
   "layout": "octaweb",
   "engine_loss_max": 2,
   "propellant_1": "liquid oxygen",
   "propellant_2": "RP-1 kerosene",
   "thrust_to_weight": 180.1
  },
  "landing_legs": {
   "number": 4,
   "material": "carbon fiber"
  },
  "payload_weights": [
   {
    "id": "leo",
    "name": "Low Earth Orbit",
    "kg": 22800,
    "lb": 50265
   },
   {
    "id": "gto",
    "name": "Geosynchronous Transfer Orbit",
    "kg": 8300,
    "lb": 18300
   },
   {
    "id": "mars",
    "name": "Mars Orbit",
    "kg": 4020,
    "lb": 8860
   }
  ],
  "flickr_images": [
   "https://farm1.staticflickr.com/929/28787338307_3453a11a77_b.jpg",
   "https://farm4.staticflickr.com/3955/32915197674_eee74d81bb_b.jpg",
   "https://farm1.staticflickr.com/293/32312415025_6841e30bf1_b.jpg",
   "https://farm1.staticflickr.com/623/23660653516_5b6cb301d1_b.jpg",
   "https://farm6.staticflickr.com/5518/31579784413_d853331601_b.jpg",
   "https://farm1.staticflickr.com/745/32394687645_a9c54a34ef_b.jpg"
  ],
  "name": "Falcon 9",
  "type": "rocket",
  "active": true,
  "stages": 2,
  "boosters": 0,
  "cost_per_launch": 50000000,
  "success_rate_pct": 98,
  "first_flight": "2010-06-04",
  "country": "United States",
  "company": "SpaceX",
  "wikipedia": "https://en.wikipedia.org/wiki/Falcon_9",
  "description": "Two-stage medium-lift launcher with a first stage that lands and flies again.",
  "id": "5e9d0d95eda69973a809d1ec"
 },
 {
  "height": {
   "meters": 70,
   "feet": 229.6
  },
  "diameter": {
   "meters": 12.2,
   "feet": 39.9
  },
  "mass": {
   "kg": 1420788,
   "lb": 3125735
  },
  "first_stage": {
   "thrust_sea_level": {
    "kN": 22819,
    "lbf": 5130000
   },
   "thrust_vacuum": {
    "kN": 24681,
    "lbf": 5548500
   },
   "reusable": true,
   "engines": 27,
   "fuel_amount_tons": 1155,
   "burn_time_sec": 162
  },
  "second_stage": {
   "thrust": {
    "kN": 934,
    "lbf": 210000
   },
   "payloads": {
    "composite_fairing": {
     "height": {
      "meters": 13.1,
      "feet": 43
     },
     "diameter": {
      "meters": 5.2,
      "feet": 17.1
     }
    },
    "option_1": "dragon"
   },
   "reusable": false,
   "engines": 1,
   "fuel_amount_tons": 90,
   "burn_time_sec": 397
  },
  "engines": {
   "isp": {
    "sea_level": 288,
    "vacuum": 312
   },
   "thrust_sea_level": {
    "kN": 845,
    "lbf": 190000
   },
   "thrust_vacuum": {
    "kN": 914,
    "lbf": 205500
   },
   "number": 27,
   "type": "merlin",
   "version": "1D+",
   "layout": "octaweb",
   "engine_loss_max": 6,
   "propellant_1": "liquid oxygen",
   "propellant_2": "RP-1 kerosene",
   "thrust_to_weight": 180.1
  },
  "landing_legs": {
   "number": 12,
   "material": "carbon fiber"
  },
  "payload_weights": [
   {
    "id": "leo",
    "name": "Low Earth Orbit",
    "kg": 63800,
    "lb": 140660
   },
   {
    "id": "gto",
    "name": "Geosynchronous Transfer Orbit",
    "kg": 26700,
    "lb": 58860
   },
   {
    "id": "mars",
    "name": "Mars Orbit",
    "kg": 16800,
    "lb": 37040
   },
   {
    "id": "pluto",
    "name": "Pluto Orbit",
    "kg": 3500,
    "lb": 7720
   }
  ],
  "flickr_images": [
   "https://farm5.staticflickr.com/4599/38583829295_581f34dd84_b.jpg",
   "https://farm5.staticflickr.com/4645/38583830575_3f0f7215e6_b.jpg",
   "https://farm5.staticflickr.com/4696/40126460511_b15bf84c85_b.jpg",
   "https://farm5.staticflickr.com/4711/40126461411_aabc643fd8_b.jpg"
  ],
  "name": "Falcon Heavy",
  "type": "rocket",
  "active": true,
  "stages": 2,
  "boosters": 2,
  "cost_per_launch": 90000000,
  "success_rate_pct": 100,
  "first_flight": "2018-02-06",
  "country": "United States",
  "company": "SpaceX",
  "wikipedia": "https://en.wikipedia.org/wiki/Falcon_Heavy",
  "description": "Heavy-lift launcher built from three Falcon 9 first-stage cores strapped side by side.",
  "id": "5e9d0d95eda69974db09d1ed"
 },
 {
  "height": {
   "meters": 118,
   "feet": 387
  },
  "diameter": {
   "meters": 9,
   "feet": 30
  },
  "mass": {
   "kg": 1335000,
   "lb": 2943000
  },
  "first_stage": {
   "thrust_sea_level": {
    "kN": 128000,
    "lbf": 28775544
   },
   "thrust_vacuum": {
    "kN": 138000,
    "lbf": 31023634
   },
   "reusable": true,
   "engines": 37,
   "fuel_amount_tons": 3300,
   "burn_time_sec": null
  },
  "second_stage": {
   "thrust": {
    "kN": 1957,
    "lbf": 440000
   },
   "payloads": {
    "composite_fairing": {
     "height": {
      "meters": null,
      "feet": null
     },
     "diameter": {
      "meters": null,
      "feet": null
     }
    },
    "option_1": "Spaceship"
   },
   "reusable": true,
   "engines": 6,
   "fuel_amount_tons": 1200,
   "burn_time_sec": null
  },
  "engines": {
   "isp": {
    "sea_level": 330,
    "vacuum": 380
   },
   "thrust_sea_level": {
    "kN": 1780,
    "lbf": 400000
   },
   "thrust_vacuum": {
    "kN": 1960,
    "lbf": 440000
   },
   "number": 37,
   "type": "raptor",
   "version": "",
   "layout": null,
   "engine_loss_max": null,
   "propellant_1": "liquid oxygen",
   "propellant_2": "liquid methane",
   "thrust_to_weight": 107
  },
  "landing_legs": {
   "number": 6,
   "material": "stainless steel"
  },
  "payload_weights": [
   {
    "id": "leo",
    "name": "Low Earth Orbit",
    "kg": 150000,
    "lb": 330000
   },
   {
    "id": "mars",
    "name": "Mars Orbit",
    "kg": 100000,
    "lb": 220000
   },
   {
    "id": "moon",
    "name": "Moon Orbit",
    "kg": 100000,
    "lb": 220000
   }
  ],
  "flickr_images": [
   "https://live.staticflickr.com/65535/48954138962_ee541e6755_b.jpg",
   "https://live.staticflickr.com/65535/48953946911_e60c5bcc5c_b.jpg",
   "https://live.staticflickr.com/65535/48954138922_9c42173f08_b.jpg",
   "https://live.staticflickr.com/65535/48953947006_313f01ec93_b.jpg"
  ],
  "name": "Starship",
  "type": "rocket",
  "active": false,
  "stages": 2,
  "boosters": 0,
  "cost_per_launch": 7000000,
  "success_rate_pct": 0,
  "first_flight": "2021-12-01",
  "country": "United States",
  "company": "SpaceX",
  "wikipedia": "https://en.wikipedia.org/wiki/SpaceX_Starship",
  "description": "Fully reusable two-stage super heavy-lift system, still in flight testing.",
  "id": "5e9d0d96eda699382d09d1ee"
 }
]
"""#
}
