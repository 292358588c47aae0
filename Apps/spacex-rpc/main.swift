import AllFeatures
import AppContainer
import Foundation
import RPCServer

// `spacex-rpc`: JSON-RPC 2.0 over stdio, serving every feature. See RPCServer.

exit(await RPCServer.main(features: Feature.all))
