import { Anchor, List, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { PAYMENT_GRACE_DAYS } from '@shared/constants/plans';
import { LegalPage, LegalSection } from '@app/components/legal/legal-page';

/** When the terms last changed. */
const UPDATED = '2026-11-27';

/**
 * `/term-of-use` (public): the rules for using Collabify — accounts, public creator data,
 * outreach email, plans and payments, shops, content, availability and how to reach us.
 */
export function TermOfUsePage() {
  useDocumentTitle('Terms of use · Collabify');
  return (
    <LegalPage
      title="Terms of use"
      updated={UPDATED}
      intro={
        <Text>
          These terms apply to everyone who uses Collabify: brands and Shopify merchants who look
          for creators and run campaigns, and creators who join to work with them. By creating an
          account or using the service you accept them. How we handle personal data is described in
          our{' '}
          <Anchor component={Link} to="/privacy-policy">
            privacy policy
          </Anchor>
          .
        </Text>
      }
    >
      <LegalSection title="1. Your account">
        <List spacing="xs">
          <List.Item>
            Sign up with an email address you control (we confirm it with a code) or with a
            supported social account. Give your real name or your company&apos;s.
          </List.Item>
          <List.Item>
            Keep your password to yourself. If you think someone else used your account, change the
            password from your profile and tell us.
          </List.Item>
          <List.Item>You are responsible for what is done with your account.</List.Item>
        </List>
      </LegalSection>

      <LegalSection title="2. Creator profiles and data">
        <Text>
          The search shows public profile data of Instagram, YouTube and TikTok accounts, taken from
          published datasets and the platforms&apos; official interfaces. Numbers can be out of date
          or wrong: use them as a starting point, not a guarantee.
        </Text>
        <Text>
          You may use creator data only to find and contact creators for collaborations. Do not:
        </Text>
        <List spacing="xs">
          <List.Item>copy, export in bulk, resell or republish the profile data;</List.Item>
          <List.Item>use it to build profiles of people for any other purpose;</List.Item>
          <List.Item>scrape the service or get around its limits.</List.Item>
        </List>
        <Text>
          A creator who wants their profile removed or corrected can use{' '}
          <Anchor component={Link} to="/remove-my-profile">
            the profile removal form
          </Anchor>
          .
        </Text>
      </LegalSection>

      <LegalSection title="3. Outreach email">
        <Text>
          Emails you send through Collabify (single emails and email campaigns) go out in your name
          from your verified sender address, or through your own Gmail account when you connect it.
          You are the sender and must follow the law that applies to you, including anti-spam and
          data protection rules. In particular:
        </Text>
        <List spacing="xs">
          <List.Item>
            write only about a possible collaboration, truthfully and without deception;
          </List.Item>
          <List.Item>
            do not remove or hide the unsubscribe link, and do not write again to anyone who
            unsubscribed (they go on your suppression list automatically);
          </List.Item>
          <List.Item>do not send anything unlawful, hateful, harassing or malicious.</List.Item>
        </List>
        <Text>
          We may pause campaigns that fail repeatedly and suspend accounts that send abusive mail.
        </Text>
      </LegalSection>

      <LegalSection title="4. Plans and payments">
        <List spacing="xs">
          <List.Item>
            The Free plan costs nothing. Paid plans are monthly subscriptions billed by Stripe;
            prices and limits are on the{' '}
            <Anchor component={Link} to="/pricing">
              pricing page
            </Anchor>
            .
          </List.Item>
          <List.Item>
            You can change or cancel your subscription at any time in the billing portal; a
            cancellation takes effect at the end of the period already paid.
          </List.Item>
          <List.Item>
            If a renewal payment fails, your plan keeps its limits for {PAYMENT_GRACE_DAYS} days
            while the payment is retried; after that the Free limits apply until the invoice is
            paid. Nothing you created is deleted.
          </List.Item>
          <List.Item>
            Each plan has monthly limits (for example emails and data updates); when a limit is
            reached, that action waits for the next period or an upgrade.
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title="5. Shops and collaborations">
        <Text>
          When you connect a Shopify shop, Collabify creates discount codes for your collaborations
          and reads the orders that use them, to show each collaboration&apos;s sales. What brands
          and creators agree in a collaboration (deliverables, payment, products) is between them;
          Collabify is not a party to it and does not pay creators.
        </Text>
      </LegalSection>

      <LegalSection title="6. Your content">
        <Text>
          You keep the rights to what you write and upload (campaigns, images, messages, templates).
          You allow us to store and show it to the people you share it with, as far as needed to run
          the service. Upload only what you have the right to share.
        </Text>
      </LegalSection>

      <LegalSection title="7. Availability and liability">
        <Text>
          We work to keep Collabify available and correct but provide it as it is, without a
          guarantee that it is free of interruptions or errors. Outside what the law does not allow
          us to exclude, we are not liable for indirect losses such as lost sales or the outcome of
          a collaboration.
        </Text>
      </LegalSection>

      <LegalSection title="8. Ending">
        <Text>
          You may stop using Collabify at any time and ask us to delete your account. We may suspend
          or close accounts that break these terms, after telling you why where we can.
        </Text>
      </LegalSection>

      <LegalSection title="9. Changes and contact">
        <Text>
          We may update these terms; the date at the top says when they last changed. Questions:{' '}
          <Anchor component={Link} to="/contact-us">
            contact us
          </Anchor>
          .
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
