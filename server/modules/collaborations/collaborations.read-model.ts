/**
 * The read model of collaborations: what other modules' queries may use of them besides the
 * service. The SQL stays in this module's repositories, which no other module imports.
 */
import * as sales from './collaboration-sales.repository';

/**
 * The discount code an advertiser gave an influencer profile (the `{{ discount_code }}` of their
 * outreach), as a SQL expression: their Shopify code first, else the latest code in the terms.
 */
export const influencerDiscountCodeSql = sales.influencerDiscountCodeSql;
