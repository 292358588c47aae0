// swift-format-ignore-file
// (The JSON below is data, kept exactly as written.)
// Offline sample: facts (ids, names, dates, numbers, flags) as the SpaceX API v4 states them;
// free-text fields are empty or written by us. Every cross-reference resolves within the sample.

extension OfflineSample {
  static let payloadsJSON = #"""
[
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "FalconSAT-2",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cd9ffd86e000604b32a",
  "customers": [
   "DARPA"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SSTL"
  ],
  "mass_kg": 20,
  "mass_lbs": 43,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": 400,
  "apoapsis_km": 500,
  "inclination_deg": 39,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4b5b6c3bb0006eeb1e1"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "DemoSAT",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cdaffd86e000604b32b",
  "customers": [
   "DARPA"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4b6b6c3bb0006eeb1e2"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Trailblazer",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cdbffd86e000604b32c",
  "customers": [
   "NASA"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Space Dev"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4b6b6c3bb0006eeb1e3"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "PRESat",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cdbffd86e000604b32c",
  "customers": [
   "ORS"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4b6b6c3bb0006eeb1e4"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "RatSat",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cdbffd86e000604b32d",
  "customers": [
   "SpaceX"
  ],
  "norad_ids": [
   33393
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 165,
  "mass_lbs": 363,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6988.564,
  "eccentricity": 0.0013012,
  "periapsis_km": 601.336,
  "apoapsis_km": 619.523,
  "inclination_deg": 9.3448,
  "period_min": 96.904,
  "lifespan_years": null,
  "epoch": "2022-11-30T07:27:28.000Z",
  "mean_motion": 14.86006859,
  "raan": 192.617,
  "arg_of_pericenter": 331.2516,
  "mean_anomaly": 28.6966,
  "id": "5eb0e4b7b6c3bb0006eeb1e5"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "RazakSAT",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cdcffd86e000604b32e",
  "customers": [
   "ATSB"
  ],
  "norad_ids": [
   35578
  ],
  "nationalities": [
   "Malaysia"
  ],
  "manufacturers": [
   "Satrec"
  ],
  "mass_kg": 200,
  "mass_lbs": 440,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 7047.782,
  "eccentricity": 0.0016973,
  "periapsis_km": 657.685,
  "apoapsis_km": 681.609,
  "inclination_deg": 8.9865,
  "period_min": 98.138,
  "lifespan_years": null,
  "epoch": "2022-11-30T09:34:29.000Z",
  "mean_motion": 14.67317419,
  "raan": 230.5004,
  "arg_of_pericenter": 297.8648,
  "mean_anomaly": 61.9823,
  "id": "5eb0e4b7b6c3bb0006eeb1e6"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Dragon Qualification Unit",
  "type": "Dragon Boilerplate",
  "reused": false,
  "launch": "5eb87cddffd86e000604b32f",
  "customers": [
   "SpaceX"
  ],
  "norad_ids": [
   36595
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6634.458,
  "eccentricity": 0.0030715,
  "periapsis_km": 235.945,
  "apoapsis_km": 276.701,
  "inclination_deg": 34.5005,
  "period_min": 89.632,
  "lifespan_years": null,
  "epoch": "2010-06-04T20:04:51.000Z",
  "mean_motion": 16.06552645,
  "raan": 41.2862,
  "arg_of_pericenter": 213.759,
  "mean_anomaly": 146.1185,
  "id": "5eb0e4b7b6c3bb0006eeb1e7"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5bf35918ed873b2664",
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": 11940,
   "manifest": null,
   "water_landing": true,
   "land_landing": false
  },
  "name": "COTS Demo Flight 1",
  "type": "Dragon 1.0",
  "reused": false,
  "launch": "5eb87cdeffd86e000604b330",
  "customers": [
   "NASA(COTS)"
  ],
  "norad_ids": [
   37244
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6672.063,
  "eccentricity": 0.0021812,
  "periapsis_km": 279.375,
  "apoapsis_km": 308.481,
  "inclination_deg": 34.5447,
  "period_min": 90.396,
  "lifespan_years": null,
  "epoch": "2010-12-08T15:34:03.000Z",
  "mean_motion": 15.9298967,
  "raan": 180.7668,
  "arg_of_pericenter": 225.2707,
  "mean_anomaly": 136.6556,
  "id": "5eb0e4b9b6c3bb0006eeb1e8"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Cubesats",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cdeffd86e000604b330",
  "customers": [
   "NRO"
  ],
  "norad_ids": [],
  "nationalities": [],
  "manufacturers": [],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4b9b6c3bb0006eeb1e9"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5bf3591835983b2666",
   "mass_returned_kg": 905,
   "mass_returned_lbs": 1995,
   "flight_time_sec": 1728000,
   "manifest": "https://en.wikipedia.org/wiki/SpaceX_CRS-1#Payload",
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-1",
  "type": "Dragon 1.0",
  "reused": false,
  "launch": "5eb87ce0ffd86e000604b332",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [
   38846
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 400,
  "mass_lbs": 881,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6643.164,
  "eccentricity": 0.0092222,
  "periapsis_km": 203.764,
  "apoapsis_km": 326.293,
  "inclination_deg": 51.6539,
  "period_min": 89.809,
  "lifespan_years": null,
  "epoch": "2012-10-08T00:31:33.000Z",
  "mean_motion": 16.03395683,
  "raan": 281.4248,
  "arg_of_pericenter": 54.4728,
  "mean_anomaly": 306.4841,
  "id": "5eb0e4bab6c3bb0006eeb1eb"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Orbcomm-OG2",
  "type": "Dragon 1.0",
  "reused": false,
  "launch": "5eb87ce0ffd86e000604b332",
  "customers": [
   "Orbcomm"
  ],
  "norad_ids": [],
  "nationalities": [],
  "manufacturers": [],
  "mass_kg": 400,
  "mass_lbs": 881,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": 45,
  "period_min": null,
  "lifespan_years": 5,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4bab6c3bb0006eeb1ec"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5bf35918165f3b266a",
   "mass_returned_kg": 1633,
   "mass_returned_lbs": 3600,
   "flight_time_sec": 2764800,
   "manifest": "https://www.nasa.gov/sites/default/files/files/SpaceX_CRS-5_factsheet.pdf",
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-5",
  "type": "Dragon 1.1",
  "reused": false,
  "launch": "5eb87ce8ffd86e000604b33c",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [
   40370
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 2395,
  "mass_lbs": 5280,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6656.902,
  "eccentricity": 0.0109236,
  "periapsis_km": 206.049,
  "apoapsis_km": 351.484,
  "inclination_deg": 51.6369,
  "period_min": 90.088,
  "lifespan_years": null,
  "epoch": "2015-01-10T09:44:04.000Z",
  "mean_motion": 15.98433248,
  "raan": 152.0013,
  "arg_of_pericenter": 46.9449,
  "mean_anomaly": 314.0689,
  "id": "5eb0e4bdb6c3bb0006eeb1f6"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "DSCOVR",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87ceaffd86e000604b33d",
  "customers": [
   "NASA",
   "NOAA",
   "USAF"
  ],
  "norad_ids": [
   40390
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Sierra Nevada"
  ],
  "mass_kg": 570,
  "mass_lbs": 1260,
  "orbit": "ES-L1",
  "reference_system": "heliocentric",
  "regime": "L1-point",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": 5,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4bdb6c3bb0006eeb1f7"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "TürkmenÄlem 52°E / MonacoSAT",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cedffd86e000604b340",
  "customers": [
   "Turkmenistan National Space Agency"
  ],
  "norad_ids": [
   40617
  ],
  "nationalities": [
   "Turkmenistan"
  ],
  "manufacturers": [
   "Thales Alenia Space"
  ],
  "mass_kg": 4707,
  "mass_lbs": 10377,
  "orbit": "GTO",
  "reference_system": "geocentric",
  "regime": "geostationary",
  "longitude": 52,
  "semi_major_axis_km": 42164.216,
  "eccentricity": 0.000278,
  "periapsis_km": 35774.36,
  "apoapsis_km": 35797.803,
  "inclination_deg": 0.0128,
  "period_min": 1436.071,
  "lifespan_years": 15,
  "epoch": "2022-11-30T11:02:27.000Z",
  "mean_motion": 1.00273624,
  "raan": 311.2889,
  "arg_of_pericenter": 296.2835,
  "mean_anomaly": 39.401,
  "id": "5eb0e4beb6c3bb0006eeb1fb"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5cf35918407d3b266c",
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": 139,
   "manifest": "https://www.nasa.gov/sites/default/files/atoms/files/spacex_crs-7_mission_overview.pdf",
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-7",
  "type": "Dragon 1.1",
  "reused": false,
  "launch": "5eb87ceeffd86e000604b341",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 2477,
  "mass_lbs": 5460.9,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": 51.6,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4beb6c3bb0006eeb1fc"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Jason-3",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cf0ffd86e000604b343",
  "customers": [
   "NASA",
   "NOAA"
  ],
  "norad_ids": [
   41240
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Thales Alenia Space"
  ],
  "mass_kg": 553,
  "mass_lbs": 1219,
  "orbit": "PO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 7715.868,
  "eccentricity": 0.0007884,
  "periapsis_km": 1331.649,
  "apoapsis_km": 1343.816,
  "inclination_deg": 66.0415,
  "period_min": 112.418,
  "lifespan_years": 5,
  "epoch": "2022-11-30T13:02:56.000Z",
  "mean_motion": 12.80930622,
  "raan": 304.0982,
  "arg_of_pericenter": 268.0487,
  "mean_anomaly": 91.9625,
  "id": "5eb0e4beb6c3bb0006eeb1fe"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5cf3591885d43b266d",
   "mass_returned_kg": 1678,
   "mass_returned_lbs": 3700,
   "flight_time_sec": 2843280,
   "manifest": "https://www.nasa.gov/sites/default/files/atoms/files/spacex_crs-8_mission_overview.pdf",
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-8",
  "type": "Dragon 1.1",
  "reused": false,
  "launch": "5eb87cf3ffd86e000604b345",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [
   41452
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 3136,
  "mass_lbs": 6914,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6659.721,
  "eccentricity": 0.0108437,
  "periapsis_km": 209.37,
  "apoapsis_km": 353.802,
  "inclination_deg": 51.6569,
  "period_min": 90.145,
  "lifespan_years": null,
  "epoch": "2016-04-08T21:07:36.000Z",
  "mean_motion": 15.9741849,
  "raan": 43.9641,
  "arg_of_pericenter": 44.2256,
  "mean_anomaly": 64.0651,
  "id": "5eb0e4bfb6c3bb0006eeb200"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Thaicom 8",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cf6ffd86e000604b347",
  "customers": [
   "Thaicom"
  ],
  "norad_ids": [
   41552
  ],
  "nationalities": [
   "Thailand"
  ],
  "manufacturers": [
   "Orbital ATK"
  ],
  "mass_kg": 3100,
  "mass_lbs": 6800,
  "orbit": "GTO",
  "reference_system": "geocentric",
  "regime": "geostationary",
  "longitude": 78.5,
  "semi_major_axis_km": 42164.984,
  "eccentricity": 0.0002013,
  "periapsis_km": 35778.361,
  "apoapsis_km": 35795.337,
  "inclination_deg": 0.0832,
  "period_min": 1436.11,
  "lifespan_years": 15,
  "epoch": "2022-11-30T11:09:59.000Z",
  "mean_motion": 1.00270886,
  "raan": 62.4602,
  "arg_of_pericenter": 241.0505,
  "mean_anomaly": 11.8502,
  "id": "5eb0e4bfb6c3bb0006eeb202"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Amos-6",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cfbffd86e000604b34b",
  "customers": [
   "Spacecom"
  ],
  "norad_ids": [],
  "nationalities": [
   "Israel"
  ],
  "manufacturers": [
   "Israel Aerospace Industries"
  ],
  "mass_kg": 5500,
  "mass_lbs": 12100,
  "orbit": "GTO",
  "reference_system": "geocentric",
  "regime": "geostationary",
  "longitude": -4,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": 35785,
  "apoapsis_km": 35800,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": 15,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4c1b6c3bb0006eeb207"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Iridium NEXT 1",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87cfdffd86e000604b34c",
  "customers": [
   "Iridium Communications"
  ],
  "norad_ids": [
   41917,
   41918,
   41919,
   41920,
   41921,
   41922,
   41923,
   41924,
   41925,
   41926
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Thales Alenia Space"
  ],
  "mass_kg": 9600,
  "mass_lbs": 21200,
  "orbit": "PO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 7155.806,
  "eccentricity": 0.0001911,
  "periapsis_km": 776.304,
  "apoapsis_km": 779.039,
  "inclination_deg": 86.3965,
  "period_min": 100.403,
  "lifespan_years": 15,
  "epoch": "2022-11-30T12:58:31.000Z",
  "mean_motion": 14.34217173,
  "raan": 269.4845,
  "arg_of_pericenter": 90.6539,
  "mean_anomaly": 269.4876,
  "id": "5eb0e4c2b6c3bb0006eeb208"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5bf3591880643b2669",
   "mass_returned_kg": 1900,
   "mass_returned_lbs": 4100,
   "flight_time_sec": 2559840,
   "manifest": "https://www.nasa.gov/sites/default/files/atoms/files/spacex_crs-11_mission_overview.pdf",
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-11",
  "type": "Dragon 1.1",
  "reused": true,
  "launch": "5eb87d03ffd86e000604b352",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [
   42744
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 2708,
  "mass_lbs": 5970,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6657.963,
  "eccentricity": 0.0113366,
  "periapsis_km": 204.35,
  "apoapsis_km": 355.307,
  "inclination_deg": 51.639,
  "period_min": 90.109,
  "lifespan_years": null,
  "epoch": "2017-06-03T23:01:19.000Z",
  "mean_motion": 15.9805087,
  "raan": 104.5218,
  "arg_of_pericenter": 45.1464,
  "mean_anomaly": 62.5836,
  "id": "5eb0e4c4b6c3bb0006eeb20e"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "X-37B OTV-5",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87d09ffd86e000604b358",
  "customers": [
   "USAF"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Boeing Defense"
  ],
  "mass_kg": 4990,
  "mass_lbs": 11001,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": 54,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4c5b6c3bb0006eeb214"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "ZUMA",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87d10ffd86e000604b35e",
  "customers": [
   "Northrop Grumman"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Northrop Grumman"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": 51,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4c6b6c3bb0006eeb21a"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Tesla Roadster",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87d13ffd86e000604b360",
  "customers": [
   "SpaceX"
  ],
  "norad_ids": [
   43205
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Tesla"
  ],
  "mass_kg": 1350,
  "mass_lbs": 2976.2,
  "orbit": "HCO",
  "reference_system": "heliocentric",
  "regime": null,
  "longitude": null,
  "semi_major_axis_km": 9943.766,
  "eccentricity": 0.3404246,
  "periapsis_km": 180.528,
  "apoapsis_km": 6950.733,
  "inclination_deg": 29.0185,
  "period_min": 164.469,
  "lifespan_years": 3500000,
  "epoch": "2018-02-06T22:36:19.000Z",
  "mean_motion": 8.75540848,
  "raan": 287.358,
  "arg_of_pericenter": 180.027,
  "mean_anomaly": 180.584,
  "id": "5eb0e4c6b6c3bb0006eeb21c"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5cf3591885d43b266d",
   "mass_returned_kg": 1743,
   "mass_returned_lbs": 3843,
   "flight_time_sec": 3862140,
   "manifest": "https://www.nasa.gov/sites/default/files/atoms/files/spacex_crs-14_mision_overview_high_res.pdf",
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-14",
  "type": "Dragon 1.1",
  "reused": true,
  "launch": "5eb87d16ffd86e000604b364",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [
   43267
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 2760,
  "mass_lbs": 6084.7,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6658.324,
  "eccentricity": 0.011476,
  "periapsis_km": 203.778,
  "apoapsis_km": 356.6,
  "inclination_deg": 51.6437,
  "period_min": 90.117,
  "lifespan_years": null,
  "epoch": "2018-04-02T20:54:48.000Z",
  "mean_motion": 15.97921108,
  "raan": 34.3281,
  "arg_of_pericenter": 48.6187,
  "mean_anomaly": 62.8495,
  "id": "5eb0e4c7b6c3bb0006eeb221"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Es’hail 2",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87d24ffd86e000604b36f",
  "customers": [
   "Es’hailSat"
  ],
  "norad_ids": [
   43700
  ],
  "nationalities": [
   "Qatar"
  ],
  "manufacturers": [
   "Mitsubishi Electric"
  ],
  "mass_kg": 3000,
  "mass_lbs": 6613.868,
  "orbit": "GTO",
  "reference_system": "geocentric",
  "regime": "geostationary",
  "longitude": 25.5,
  "semi_major_axis_km": 42164.815,
  "eccentricity": 0.0001132,
  "periapsis_km": 35781.907,
  "apoapsis_km": 35791.453,
  "inclination_deg": 0.0141,
  "period_min": 1436.101,
  "lifespan_years": 15,
  "epoch": "2022-11-30T07:28:19.000Z",
  "mean_motion": 1.00271489,
  "raan": 295.5537,
  "arg_of_pericenter": 335.7816,
  "mean_anomaly": 295.722,
  "id": "5eb0e4c9b6c3bb0006eeb22d"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5cf359185d753b266f",
   "mass_returned_kg": 2500,
   "mass_returned_lbs": 5512,
   "flight_time_sec": 3408840,
   "manifest": "https://www.nasa.gov/sites/default/files/atoms/files/spacex_crs-16_mision_overview_high_res_rev2.pdf",
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-16",
  "type": "Dragon 1.1",
  "reused": true,
  "launch": "5eb87d26ffd86e000604b371",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [
   43827
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 2573,
  "mass_lbs": 5672.494,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6783.903,
  "eccentricity": 0.0002416,
  "periapsis_km": 404.129,
  "apoapsis_km": 407.407,
  "inclination_deg": 51.6425,
  "period_min": 92.678,
  "lifespan_years": null,
  "epoch": "2019-01-13T14:04:57.000Z",
  "mean_motion": 15.53757701,
  "raan": 50.2106,
  "arg_of_pericenter": 284.1251,
  "mean_anomaly": 212.8292,
  "id": "5eb0e4cab6c3bb0006eeb22f"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5df35918b1063b2671",
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": 539765,
   "manifest": null,
   "water_landing": true,
   "land_landing": false
  },
  "name": "CCtCap Demo Mission 1",
  "type": "Crew Dragon",
  "reused": false,
  "launch": "5eb87d2bffd86e000604b375",
  "customers": [
   "NASA (CCtCap)"
  ],
  "norad_ids": [
   44063
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 12259,
  "mass_lbs": 27026.47,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6781.274,
  "eccentricity": 0.0012936,
  "periapsis_km": 394.367,
  "apoapsis_km": 411.911,
  "inclination_deg": 51.6381,
  "period_min": 92.624,
  "lifespan_years": null,
  "epoch": "2019-03-08T08:52:08.000Z",
  "mean_motion": 15.54661212,
  "raan": 142.4692,
  "arg_of_pericenter": 169.6921,
  "mean_anomaly": 292.6127,
  "id": "5eb0e4cbb6c3bb0006eeb235"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "ArabSat 6A",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87d2dffd86e000604b376",
  "customers": [
   "Arabsat"
  ],
  "norad_ids": [
   44186
  ],
  "nationalities": [
   "Saudi Arabia"
  ],
  "manufacturers": [
   "Lockheed Martin"
  ],
  "mass_kg": 6000,
  "mass_lbs": 13227.74,
  "orbit": "GTO",
  "reference_system": "geocentric",
  "regime": "geostationary",
  "longitude": 30.5,
  "semi_major_axis_km": 42164.927,
  "eccentricity": 0.0007362,
  "periapsis_km": 35755.75,
  "apoapsis_km": 35817.834,
  "inclination_deg": 0.0385,
  "period_min": 1436.107,
  "lifespan_years": 15,
  "epoch": "2022-11-30T10:56:03.000Z",
  "mean_motion": 1.0027109,
  "raan": 337.2445,
  "arg_of_pericenter": 288.5399,
  "mean_anomaly": 358.0535,
  "id": "5eb0e4cbb6c3bb0006eeb236"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Starlink v0.9",
  "type": "Satellite",
  "reused": false,
  "launch": "5eb87d30ffd86e000604b378",
  "customers": [
   "SpaceX"
  ],
  "norad_ids": [
   44235,
   44236,
   44237,
   44238,
   44239,
   44240,
   44241,
   44242,
   44243,
   44244,
   44245,
   44246,
   44247,
   44248,
   44249,
   44250,
   44251,
   44252,
   44253,
   44254,
   44255,
   44256,
   44257,
   44258,
   44259,
   44260,
   44261,
   44262,
   44263,
   44264,
   44265,
   44266,
   44267,
   44268,
   44269,
   44270,
   44271,
   44272,
   44273,
   44274,
   44275,
   44276,
   44277,
   44278,
   44279,
   44280,
   44281,
   44282,
   44283,
   44284,
   44285,
   44286,
   44287,
   44288,
   44289,
   44290,
   44291,
   44292,
   44293,
   44294
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 13200,
  "mass_lbs": 29101,
  "orbit": "VLEO",
  "reference_system": "geocentric",
  "regime": "very-low-earth",
  "longitude": null,
  "semi_major_axis_km": 6525.788,
  "eccentricity": 0.0009041,
  "periapsis_km": 141.753,
  "apoapsis_km": 153.553,
  "inclination_deg": 52.9736,
  "period_min": 87.439,
  "lifespan_years": null,
  "epoch": "2020-10-01T07:31:19.000Z",
  "mean_motion": 16.46847225,
  "raan": 36.3928,
  "arg_of_pericenter": 295.9879,
  "mean_anomaly": 160.3065,
  "id": "5eb0e4cbb6c3bb0006eeb238"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5df359184c9a3b2672",
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": true,
   "land_landing": false
  },
  "name": "Crew Dragon In Flight Abort Test",
  "type": "Crew Dragon",
  "reused": false,
  "launch": "5eb87d3dffd86e000604b381",
  "customers": [
   "NASA (CCtCap)"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "SO",
  "reference_system": "geocentric",
  "regime": "sub-orbital",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5eb0e4d0b6c3bb0006eeb250"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5df359188aba3b2676",
   "mass_returned_kg": 150,
   "mass_returned_lbs": 330.7,
   "flight_time_sec": 5527500,
   "manifest": null,
   "water_landing": true,
   "land_landing": false
  },
  "name": "CCtCap Demo Mission 2",
  "type": "Crew Dragon",
  "reused": false,
  "launch": "5eb87d46ffd86e000604b388",
  "customers": [
   "NASA (CCtCap)"
  ],
  "norad_ids": [
   45623
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 9525,
  "mass_lbs": 20999.03,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6637.784,
  "eccentricity": 0.0155448,
  "periapsis_km": 156.466,
  "apoapsis_km": 362.832,
  "inclination_deg": 51.6858,
  "period_min": 89.7,
  "lifespan_years": null,
  "epoch": "2020-08-02T11:41:07.000Z",
  "mean_motion": 16.05343597,
  "raan": 119.2669,
  "arg_of_pericenter": 11.5318,
  "mean_anomaly": 170.7584,
  "id": "5eb0e4d1b6c3bb0006eeb257"
 },
 {
  "dragon": {
   "capsule": "5f6f99fddcfdf403df379709",
   "mass_returned_kg": 9616,
   "mass_returned_lbs": 21200,
   "flight_time_sec": 14450000,
   "manifest": null,
   "water_landing": true,
   "land_landing": null
  },
  "name": "Crew-1",
  "type": "Crew Dragon",
  "reused": false,
  "launch": "5eb87d4dffd86e000604b38e",
  "customers": [
   "NASA (CCtCap)"
  ],
  "norad_ids": [
   46920
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6786.516,
  "eccentricity": 0.0003648,
  "periapsis_km": 405.905,
  "apoapsis_km": 410.857,
  "inclination_deg": 51.6413,
  "period_min": 92.732,
  "lifespan_years": null,
  "epoch": "2021-05-02T03:59:09.000Z",
  "mean_motion": 15.52860534,
  "raan": 210.3563,
  "arg_of_pericenter": 291.1645,
  "mean_anomaly": 161.0916,
  "id": "5eb0e4d2b6c3bb0006eeb25f"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Transporter-1",
  "type": "Satellite",
  "reused": false,
  "launch": "5fd386aa7faea57d297c86c1",
  "customers": [],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "SSO",
  "reference_system": "geocentric",
  "regime": "sun-synchronous",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5fd3871a7faea57d297c86c6"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5df359188aba3b2676",
   "mass_returned_kg": 9616,
   "mass_returned_lbs": 21200,
   "flight_time_sec": 17250000,
   "manifest": null,
   "water_landing": true,
   "land_landing": null
  },
  "name": "Crew-2",
  "type": "Crew Dragon",
  "reused": true,
  "launch": "5fe3af58b3467846b324215f",
  "customers": [
   "NASA (CCtCap)"
  ],
  "norad_ids": [
   48209
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": 6799.776,
  "eccentricity": 0.0006584,
  "periapsis_km": 417.164,
  "apoapsis_km": 426.118,
  "inclination_deg": 51.578,
  "period_min": 93.004,
  "lifespan_years": null,
  "epoch": "2021-11-09T02:44:20.000Z",
  "mean_motion": 15.48320399,
  "raan": 346.026,
  "arg_of_pericenter": 167.2394,
  "mean_anomaly": 62.3584,
  "id": "5fe3b3adb3467846b3242173"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "USSF-44",
  "type": "Satellite",
  "reused": false,
  "launch": "6243aec2af52800c6e91925d",
  "customers": [
   "USSF"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "USSF"
  ],
  "mass_kg": 3700,
  "mass_lbs": 8157.104,
  "orbit": "GTO",
  "reference_system": "geocentric",
  "regime": "geostationary",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "5fe3b86eb3467846b324217c"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "DART (Double Asteroid Redirection Test)",
  "type": "Satellite",
  "reused": false,
  "launch": "5fe3b107b3467846b324216b",
  "customers": [
   "NASA"
  ],
  "norad_ids": [
   49497
  ],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Applied Physics Laboratory"
  ],
  "mass_kg": 670,
  "mass_lbs": 1477.097,
  "orbit": "TLI",
  "reference_system": "heliocentric",
  "regime": null,
  "longitude": 31,
  "semi_major_axis_km": 6651.504,
  "eccentricity": 0.00562,
  "periapsis_km": 235.987,
  "apoapsis_km": 310.75,
  "inclination_deg": 64.77,
  "period_min": 89.979,
  "lifespan_years": null,
  "epoch": "2021-11-24T06:29:02.000Z",
  "mean_motion": 16.00379554,
  "raan": 235.9449,
  "arg_of_pericenter": 158.71,
  "mean_anomaly": 355.4,
  "id": "5fe3c4a6b3467846b3242192"
 },
 {
  "dragon": {
   "capsule": "5f6f99fddcfdf403df379709",
   "mass_returned_kg": 9616,
   "mass_returned_lbs": 21200,
   "flight_time_sec": 255780,
   "manifest": null,
   "water_landing": true,
   "land_landing": null
  },
  "name": "Inspiration4",
  "type": "Crew Dragon",
  "reused": true,
  "launch": "607a37565a906a44023e0866",
  "customers": [
   "Jared Isaacman"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "LEO",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "607a382f5a906a44023e0867"
 },
 {
  "dragon": {
   "capsule": "60b803421f83cc1e59f1644d",
   "mass_returned_kg": 2200,
   "mass_returned_lbs": 4900,
   "flight_time_sec": 2977020,
   "manifest": null,
   "water_landing": true,
   "land_landing": false
  },
  "name": "CRS-24",
  "type": "Dragon 2.0",
  "reused": true,
  "launch": "6161d2006db1a92bfba85356",
  "customers": [
   "NASA (CRS)"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "6161d22a6db1a92bfba85357"
 },
 {
  "dragon": {
   "capsule": "5e9e2c5df359188aba3b2676",
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Ax-1",
  "type": "Dragon 2.0",
  "reused": true,
  "launch": "61eefaa89eb1064137a1bd73",
  "customers": [
   "Axiom Space"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "61eefb129eb1064137a1bd74"
 },
 {
  "dragon": {
   "capsule": "62615d180ec008379be596f1",
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Crew-4",
  "type": "Crew Dragon",
  "reused": false,
  "launch": "6243ade2af52800c6e919255",
  "customers": [
   "NASA (CCtCap)"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "6243b1cdaf52800c6e919265"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "O3b mPower 1,2",
  "type": "Satellite",
  "reused": false,
  "launch": "6243ba08af52800c6e919270",
  "customers": [
   "SES"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [],
  "mass_kg": 5100,
  "mass_lbs": 11243.58,
  "orbit": "MEO",
  "reference_system": "geocentric",
  "regime": "medium-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "6243b788af52800c6e91926b"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "SES-22",
  "type": "Satellite",
  "reused": false,
  "launch": "6243aea5af52800c6e91925c",
  "customers": [
   "SES"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "Thales Alenia Space"
  ],
  "mass_kg": 3500,
  "mass_lbs": 7716.179,
  "orbit": "MEO",
  "reference_system": "geocentric",
  "regime": "medium-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "6243b93caf52800c6e91926f"
 },
 {
  "dragon": {
   "capsule": "617c05591bad2c661a6e2909",
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Crew-5",
  "type": "Crew Dragon",
  "reused": false,
  "launch": "62dd70d5202306255024d139",
  "customers": [
   "NASA (CCtCap)"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": null,
  "mass_lbs": null,
  "orbit": "ISS",
  "reference_system": "geocentric",
  "regime": "low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "62dd73ed202306255024d145"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "Starlink 4-25 (v1.5)",
  "type": "Satellite",
  "reused": false,
  "launch": "62a9f12820413d2695d88716",
  "customers": [
   "SpaceX"
  ],
  "norad_ids": [],
  "nationalities": [
   "United States"
  ],
  "manufacturers": [
   "SpaceX"
  ],
  "mass_kg": 13260,
  "mass_lbs": 29233,
  "orbit": "VLEO",
  "reference_system": "geocentric",
  "regime": "very-low-earth",
  "longitude": null,
  "semi_major_axis_km": null,
  "eccentricity": null,
  "periapsis_km": null,
  "apoapsis_km": null,
  "inclination_deg": null,
  "period_min": null,
  "lifespan_years": null,
  "epoch": null,
  "mean_motion": null,
  "raan": null,
  "arg_of_pericenter": null,
  "mean_anomaly": null,
  "id": "630bce79d36448026ab0163d"
 },
 {
  "dragon": {
   "capsule": null,
   "mass_returned_kg": null,
   "mass_returned_lbs": null,
   "flight_time_sec": null,
   "manifest": null,
   "water_landing": null,
   "land_landing": null
  },
  "name": "KPLO",
  "type": "Satellite",
  "reused": false,
  "launch": "62a9f86420413d2695d88719",
  "customers": [
   "KARI"
  ],
  "norad_ids": [
   53365
  ],
  "nationalities": [
   "South Korea"
  ],
  "manufacturers": [
   "KARI"
  ],
  "mass_kg": 678,
  "mass_lbs": 1495,
  "orbit": "TLI",
  "reference_system": "trans-lunar-injection",
  "regime": "lunar",
  "longitude": null,
  "semi_major_axis_km": 6625.044,
  "eccentricity": 0.00033,
  "periapsis_km": 244.723,
  "apoapsis_km": 249.095,
  "inclination_deg": 29.5,
  "period_min": 89.442,
  "lifespan_years": 1,
  "epoch": "2022-08-04T23:16:44.000Z",
  "mean_motion": 16.09976711,
  "raan": 147.2458,
  "arg_of_pericenter": 140.47,
  "mean_anomaly": 307.52,
  "id": "630bcfe1d36448026ab01641"
 }
]
"""#
}
