import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { messages } from '@tintero/domain';
import { HttpError } from '../../lib/http-errors';

/** How many more failed attempts an address may make than a username (it may serve a few people). */
const ADDRESS_FACTOR = 3;
const WINDOW_SECONDS = 60;

export class TooManySignInAttempts extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    /** This attempt is the one that crossed a limit (the audit trail records the lock-out once, not every refusal). */
    readonly lockedOut: 'username' | 'address' | undefined,
  ) {
    super(429, messages.http.tooManyRequests);
  }
}

/** The limiter's refusal, or nothing when the attempt is within its limit. */
async function refusalOf(limiter: RateLimiterMemory, key: string): Promise<RateLimiterRes | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return rejection;
  }
}

/** Names are counted whatever their case and surrounding spaces. */
const keyOf = (username: string) => username.trim().toLowerCase();
const secondsUntil = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/**
 * Failed sign-ins are limited per username across every address (guessing one password) and per
 * address across every username (spraying one password over many names). Each attempt takes its
 * point before the password is checked, so a burst of parallel guesses cannot slip past the
 * limit while the hashes are being verified; a successful sign-in gives back only its own point.
 * Nothing resets a lock-out early: a correct password typed while a name is locked is refused too,
 * so the owner cannot be told apart from the attacker. Counters live in this process (DESIGN §11:
 * behind a load balancer each process keeps its own, which multiplies the limit by their number).
 */
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function createSignInThrottle(failuresPerMinute: number) {
  const byUsername = new RateLimiterMemory({ keyPrefix: 'user', points: failuresPerMinute, duration: WINDOW_SECONDS });
  const byAddress = new RateLimiterMemory({ keyPrefix: 'ip', points: failuresPerMinute * ADDRESS_FACTOR, duration: WINDOW_SECONDS });

  return {
    /** Runs one attempt, which throws when the credentials are wrong; 429 while over a limit. */
    async guard<T>(address: string, username: string, attempt: () => Promise<T>): Promise<T> {
      const userKey = keyOf(username);
      // The address first: a sprayer already over its limit does not lock out the names it tries.
      const byAddressRefusal = await refusalOf(byAddress, address);
      const refusal = byAddressRefusal ?? (await refusalOf(byUsername, userKey));
      if (refusal) {
        const limiter = byAddressRefusal ? byAddress : byUsername;
        const crossed = refusal.consumedPoints === limiter.points + 1;
        const lockedOut = crossed ? (byAddressRefusal ? 'address' : 'username') : undefined;
        throw new TooManySignInAttempts(secondsUntil(refusal), lockedOut);
      }
      const result = await attempt();
      await Promise.all([byUsername.reward(userKey, 1), byAddress.reward(address, 1)]);
      return result;
    },

    /**
     * One guess at an account's password outside sign-in (its `current_password` on
     * `PUT /users/{own id}`, docs/decisions/026): it spends the same per-name budget as a failed
     * sign-in, taken before the password is checked and given back when it was right, so a stolen
     * session cannot guess the password faster than the sign-in screen could. 429 while the name
     * is locked, whichever way it was locked.
     */
    async checkPassword(username: string, verify: () => Promise<boolean>): Promise<boolean> {
      const userKey = keyOf(username);
      const refusal = await refusalOf(byUsername, userKey);
      if (refusal) {
        const crossed = refusal.consumedPoints === byUsername.points + 1;
        throw new TooManySignInAttempts(secondsUntil(refusal), crossed ? 'username' : undefined);
      }
      const valid = await verify();
      if (valid) await byUsername.reward(userKey, 1);
      return valid;
    },
  };
}
