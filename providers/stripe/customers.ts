import type Stripe from 'stripe';
import { invalidParam, noSuch } from './errors';
import type { EventRequest } from './events';
import { previousAttributes } from './events';
import { randomBase62, newId } from './ids';
import { type MetadataUpdate, applyMetadata, readMetadata } from './metadata';
import type { Params } from './params';
import type { FakeStripeStore } from './store';

/**
 * Customers (https://docs.stripe.com/api/customers): create (`customer.created`), retrieve,
 * update (`customer.updated` with previous_attributes) and list with the case-sensitive `email`
 * filter.
 */

/** Fields a request may set. */
export interface CustomerInput {
  email?: string | null;
  name?: string | null;
  description?: string | null;
  phone?: string | null;
  metadata?: MetadataUpdate;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads `email`, `name`, `description`, `phone`, `metadata` (each may be '' on update to unset). */
export function readCustomerInput(params: Params): CustomerInput {
  const input: CustomerInput = {};
  const text = (key: 'email' | 'name' | 'description' | 'phone', maxLength: number) => {
    const value = params.string(key, { maxLength, allowEmpty: true });
    if (value !== undefined) input[key] = value === '' ? null : value;
  };
  text('email', 512);
  text('name', 256);
  text('description', 350);
  text('phone', 20);
  if (input.email && !EMAIL.test(input.email)) {
    throw invalidParam('email', `Invalid email address: ${input.email}`, 'email_invalid');
  }
  const metadata = readMetadata(params);
  if (metadata) input.metadata = metadata;
  return input;
}

/** The customer with this id; `param` names the parameter that gave it (404 when the path did). */
export function requireCustomer(
  store: FakeStripeStore,
  id: string,
  param?: string,
): Stripe.Customer {
  const customer = store.customers.get(id);
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}

/** Creates a customer and emits `customer.created`. */
export function createCustomer(
  store: FakeStripeStore,
  input: CustomerInput,
  request?: EventRequest,
): Stripe.Customer {
  const customer: Stripe.Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: store.nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description ?? null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: randomBase62(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: applyMetadata({}, input.metadata),
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: input.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  store.customers.set(customer.id, customer);
  store.events.emit('customer.created', customer, request ? { request } : {});
  return customer;
}

/** Updates a customer; emits `customer.updated` when something changed. */
export function updateCustomer(
  store: FakeStripeStore,
  customer: Stripe.Customer,
  input: CustomerInput,
  request?: EventRequest,
): Stripe.Customer {
  const before = structuredClone(customer) as unknown as Record<string, unknown>;
  if (input.email !== undefined) customer.email = input.email;
  if (input.name !== undefined) customer.name = input.name;
  if (input.description !== undefined) customer.description = input.description;
  if (input.phone !== undefined) customer.phone = input.phone;
  customer.metadata = applyMetadata(customer.metadata, input.metadata);
  const previous = previousAttributes(before, customer as unknown as Record<string, unknown>);
  if (Object.keys(previous).length > 0) {
    store.events.emit('customer.updated', customer, { previous, ...(request ? { request } : {}) });
  }
  return customer;
}
