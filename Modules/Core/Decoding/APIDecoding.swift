import Foundation

extension JSONDecoder {
  /// The decoder for API documents: snake_case keys, and dates in any of the API's ISO 8601 forms.
  package static func spaceXAPI() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = APIDate.parse(text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
      }
      return date
    }
    return decoder
  }
}

extension JSONEncoder {
  /// Deterministic output: sorted keys, so files and frames compare byte for byte.
  package static func sortedKeys() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(APIDate.format(date))
    }
    return encoder
  }
}
