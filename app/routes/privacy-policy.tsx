import { Anchor, List, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { LegalPage, LegalSection } from '@app/components/legal/legal-page';

/** When the policy last changed. */
const UPDATED = '2026-11-27';

/**
 * `/privacy-policy` (public): what Collabify holds about creators and users, where it comes from,
 * the emails it sends, who processes data for it, how long it keeps it and the rights of each.
 */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy policy · Collabify');
  return (
    <LegalPage
      title="Privacy policy"
      updated={UPDATED}
      intro={
        <Text>
          Collabify helps brands find social media creators and work with them. This policy says
          which personal data the service holds, where it comes from, what it is used for and what
          you can ask of us. It covers two groups of people: <strong>creators</strong> whose public
          profiles appear in the search, and <strong>users</strong> who have an account.
        </Text>
      }
    >
      <LegalSection title="1. Public creator profiles">
        <Text>
          The search shows public profiles of Instagram, YouTube and TikTok accounts. For each
          account we hold what the account publishes itself: the handle or channel name and id,
          display name, profile picture address, bio, country and language when known, categories,
          and public numbers (followers or subscribers, posts or videos, views, likes, comments and
          engagement rate). Some bios include a public contact email; when a bio or a source
          publishes one, we show it as the profile&apos;s public email.
        </Text>
        <Text>Where these data come from:</Text>
        <List spacing="xs">
          <List.Item>
            published public datasets of influencer and channel statistics (compiled by HypeAuditor,
            Social Blade, youtubers.me, Bright Data and academic research projects), imported as
            they were published;
          </List.Item>
          <List.Item>
            refreshes from the platforms&apos; official interfaces when a user asks for fresh
            numbers: the YouTube Data API for YouTube channels and Instagram business discovery for
            Instagram professional accounts (public data of business and creator accounts only);
          </List.Item>
          <List.Item>
            the creator, when they sign in with their platform account and connect their profile,
            and Collabify admins who correct categories by hand.
          </List.Item>
        </List>
        <Text>
          We use these data so that brands can find creators who fit a campaign (the legitimate
          interest of brands and creators in being matched). We do not collect private messages,
          private accounts or data of a profile&apos;s followers.
        </Text>
        <Text>
          <strong>Creators can remove or correct their profile</strong> at any time with the form{' '}
          <Anchor component={Link} to="/remove-my-profile">
            Remove or correct my profile
          </Anchor>
          . After you confirm that the account is yours (a code sent to the profile&apos;s public
          email, or signing in with the platform), a removal takes the profile out of the search and
          keeps the account out of later imports and refreshes.
        </Text>
      </LegalSection>

      <LegalSection title="2. What we hold about users">
        <List spacing="xs">
          <List.Item>
            <strong>Account:</strong> email address, name, optional nickname, company, website and
            profile picture, your role (brand or creator), and your password as an argon2id hash (we
            never store the password itself).
          </List.Item>
          <List.Item>
            <strong>Connected accounts:</strong> when you sign in with or connect Google (Gmail,
            YouTube), Facebook, Instagram or TikTok, the platform&apos;s id for you, the email or
            handle it shares, the permissions you granted and its access tokens, encrypted with
            AES-256-GCM.
          </List.Item>
          <List.Item>
            <strong>Your work in Collabify:</strong> lists, private notes, campaigns and their
            images, collaborations with their messages, posts and reviews, direct messages, email
            templates, sender address, email campaigns and single emails with their delivery status,
            opens and clicks (when you turn tracking on), the contact emails you add for creators
            and your suppression list (addresses that must not receive your outreach again).
          </List.Item>
          <List.Item>
            <strong>Shop and billing:</strong> when you connect a Shopify shop, the shop&apos;s
            address and access token, and the orders that used a collaboration&apos;s discount code
            (order id and total, for sales attribution); your plan, Stripe customer and subscription
            ids and usage of the plan&apos;s monthly limits. Card details stay with Stripe.
          </List.Item>
          <List.Item>
            <strong>Messages to us:</strong> what you send through the contact form (name, email,
            subject, message, and your account when you were signed in).
          </List.Item>
          <List.Item>
            <strong>Technical data:</strong> your IP address, used in memory (or in Redis when
            configured) to limit how often requests may be made, and in server logs.
          </List.Item>
        </List>
        <Text>
          We use these data to provide the service you signed up for (the contract with you), to
          keep it secure and to answer you.
        </Text>
      </LegalSection>

      <LegalSection title="3. Emails we send">
        <List spacing="xs">
          <List.Item>
            one-time codes to sign up and reset your password (valid 10 minutes), and a notice when
            someone tries to sign up with an address that already has an account;
          </List.Item>
          <List.Item>a link to verify the sender address you use for outreach;</List.Item>
          <List.Item>invitations to and updates about collaborations;</List.Item>
          <List.Item>
            a code to a creator profile&apos;s public email when someone asks to remove or correct
            that profile;
          </List.Item>
          <List.Item>a confirmation when you write to us through the contact form;</List.Item>
          <List.Item>
            outreach emails and email campaigns that users write to creators. These are sent on the
            user&apos;s behalf, from their verified sender name with replies going to them (or
            through their own Gmail when they connect it). Every outreach email has an unsubscribe
            link; an address that unsubscribes or bounces goes on that sender&apos;s suppression
            list.
          </List.Item>
        </List>
        <Text>We send no newsletters or advertising of our own.</Text>
      </LegalSection>

      <LegalSection title="4. Who processes data for us">
        <Text>
          Each of these is used only when the operator of this Collabify installation configures it:
        </Text>
        <List spacing="xs">
          <List.Item>an SMTP mail provider, which delivers our emails;</List.Item>
          <List.Item>Google (Gmail), when a user connects Gmail to send their outreach;</List.Item>
          <List.Item>Stripe, for subscriptions and payments;</List.Item>
          <List.Item>Shopify, when a brand connects a shop;</List.Item>
          <List.Item>
            Google, Meta (Facebook, Instagram) and TikTok, for signing in with those accounts and
            for profile refreshes;
          </List.Item>
          <List.Item>S3-compatible storage for uploaded images;</List.Item>
          <List.Item>Redis, to count rate limits across servers;</List.Item>
          <List.Item>
            a website analytics service, whose script then loads on our pages to count visits.
          </List.Item>
        </List>
        <Text>The database itself is run by the operator of this installation.</Text>
      </LegalSection>

      <LegalSection title="5. How long we keep data">
        <List spacing="xs">
          <List.Item>sign-up and password reset codes work for 10 minutes;</List.Item>
          <List.Item>
            records of emails sent through a connected Gmail account are pruned after a day;
          </List.Item>
          <List.Item>
            account data and everything you create are kept while your account exists and deleted
            when you ask us to delete the account;
          </List.Item>
          <List.Item>
            a public creator profile is kept until its creator asks us to remove it; a removed
            account&apos;s platform id and handle are kept so that it is not imported again;
          </List.Item>
          <List.Item>
            messages sent through the contact form are kept until they are handled and deleted on
            request.
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title="6. Your rights">
        <Text>
          You may ask for access to your data and a copy of it, its correction or deletion, the
          restriction of its use, and object to its use. You may also complain to your data
          protection authority.
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>Users:</strong> correct most of your data yourself on your profile page; for
            anything else, including deleting your account, write to us.
          </List.Item>
          <List.Item>
            <strong>Creators:</strong> remove or correct your profile with{' '}
            <Anchor component={Link} to="/remove-my-profile">
              the profile removal form
            </Anchor>
            , or write to us.
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title="7. Contact">
        <Text>
          Questions about this policy or your data:{' '}
          <Anchor component={Link} to="/contact-us">
            contact us
          </Anchor>
          . We answer by email.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
