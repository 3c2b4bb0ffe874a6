import { badGateway } from '../../errors';
import { isStripeError } from '../../integrations/stripe/client';

/**
 * Runs a Stripe call, turning Stripe's refusals into a 502 that says so (the SDK already retried
 * what may be retried). Other errors pass through, among them the client's 503 / 502 for Stripe
 * out of reach or answering garbage.
 * @throws 502 `bad-gateway` naming Stripe's message.
 */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error)) {
      throw badGateway(`Stripe could not do this: ${error.message} Try again in a moment.`);
    }
    throw error;
  }
}
