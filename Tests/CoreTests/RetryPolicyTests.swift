import Core
import Foundation
import Testing

@Suite struct RetryPolicyTests {
  private let policy = RetryPolicy(
    maxAttempts: 5, baseDelay: .seconds(1), maxDelay: .seconds(4), retryAfterCap: .seconds(10), random: { 1 })

  @Test func delay_GrowsExponentially_ThenCaps() {
    #expect(policy.delay(afterAttempt: 1) == .seconds(1))
    #expect(policy.delay(afterAttempt: 2) == .seconds(2))
    #expect(policy.delay(afterAttempt: 3) == .seconds(4))
    #expect(policy.delay(afterAttempt: 4) == .seconds(4))
  }

  @Test func delay_AfterLastAttempt_IsNil() {
    #expect(policy.delay(afterAttempt: 5) == nil)
    #expect(RetryPolicy.none.delay(afterAttempt: 1) == nil)
  }

  @Test func delay_WithZeroJitter_IsHalfTheBackoff() {
    var noJitter = policy
    noJitter.random = { 0 }
    #expect(noJitter.delay(afterAttempt: 1) == .milliseconds(500))
    #expect(noJitter.delay(afterAttempt: 3) == .seconds(2))
  }

  @Test func delay_WithRetryAfter_UsesItUpToTheCap() {
    #expect(policy.delay(afterAttempt: 1, retryAfter: .seconds(7)) == .seconds(7))
    #expect(policy.delay(afterAttempt: 1, retryAfter: .seconds(600)) == .seconds(10))
    #expect(policy.delay(afterAttempt: 5, retryAfter: .seconds(1)) == nil)
  }

  @Test func retryAfter_ParsesSecondsAndHTTPDates() {
    let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
    #expect(RetryPolicy.retryAfter("120", now: now) == .seconds(120))
    #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == .seconds(30))
    #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:27:00 GMT", now: now) == .zero)
    #expect(RetryPolicy.retryAfter("soon", now: now) == nil)
    #expect(RetryPolicy.retryAfter(nil, now: now) == nil)
  }

  @Test func isRetryable_Only429And5xx() {
    #expect(policy.isRetryable(status: 429))
    #expect(policy.isRetryable(status: 500))
    #expect(policy.isRetryable(status: 503))
    #expect(!policy.isRetryable(status: 400))
    #expect(!policy.isRetryable(status: 404))
  }
}
