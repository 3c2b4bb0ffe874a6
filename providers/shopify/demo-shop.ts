import type { FakeShopInput } from './store';

/**
 * The demo shop `npm run shopify:local` starts with: "Collabify Demo Store", USD, six products
 * whose pictures the fake serves itself.
 */
export const DEMO_SHOP: FakeShopInput = {
  domain: 'collabify-demo.myshopify.com',
  name: 'Collabify Demo Store',
  email: 'owner@collabify-demo.example',
  currencyCode: 'USD',
  utcOffsetMinutes: -300,
  products: [
    {
      title: 'Organic Cotton Tee',
      vendor: 'Northbound Apparel',
      productType: 'T-Shirts',
      description: 'A heavyweight tee in GOTS-certified organic cotton.',
      imageColor: '#2f6f5e',
      variants: [
        { title: 'S', price: '29.00', sku: 'TEE-ORG-S', inventoryQuantity: 40 },
        { title: 'M', price: '29.00', sku: 'TEE-ORG-M', inventoryQuantity: 55 },
        { title: 'L', price: '29.00', sku: 'TEE-ORG-L', inventoryQuantity: 32 },
      ],
    },
    {
      title: 'Recycled Canvas Tote',
      vendor: 'Northbound Apparel',
      productType: 'Bags',
      description: 'Roomy tote sewn from recycled canvas, with an inner pocket.',
      price: '24.00',
      inventory: 120,
      imageColor: '#b5651d',
    },
    {
      title: 'Ceramic Pour-Over Set',
      vendor: 'Kiln & Kettle',
      productType: 'Coffee Gear',
      description: 'Hand-glazed dripper and carafe for two cups.',
      price: '59.00',
      inventory: 18,
      imageColor: '#6b4f3f',
    },
    {
      title: 'Trail Running Socks 3-Pack',
      vendor: 'Ridgeline',
      productType: 'Socks',
      description: 'Merino-blend running socks with a cushioned heel.',
      price: '18.50',
      inventory: 200,
      imageColor: '#3b5ba5',
    },
    {
      title: 'Bamboo Yoga Mat',
      vendor: 'Stillpoint',
      productType: 'Yoga',
      description: 'Non-slip 5 mm mat with a bamboo-fibre top layer.',
      price: '79.00',
      inventory: 25,
      imageColor: '#7a8b3c',
    },
    {
      title: 'Cold Brew Coffee Beans 1 kg',
      vendor: 'Kiln & Kettle',
      productType: 'Coffee',
      description: 'Coarse-ground Colombian and Ethiopian blend for cold brew.',
      price: '32.00',
      inventory: 60,
      imageColor: '#3e2723',
    },
  ],
};

/**
 * A second demo shop for trying gifting on its own (a shop connects to one account only): the
 * same products under another domain, with stock and unit costs, one product sold out.
 */
export const GIFT_DEMO_SHOP: FakeShopInput = {
  ...DEMO_SHOP,
  domain: 'collabify-gifts.myshopify.com',
  name: 'Collabify Gift Shop',
  email: 'owner@collabify-gifts.example',
  seedDiscounts: false,
  products: [
    ...(DEMO_SHOP.products ?? []).map((p) => ({
      ...p,
      unitCost: p.price && (Number(p.price) * 0.35).toFixed(2),
    })),
    {
      title: 'Limited Enamel Mug',
      vendor: 'Kiln & Kettle',
      productType: 'Mugs',
      description: 'Sold out until the next kiln firing.',
      price: '22.00',
      inventory: 0,
      imageColor: '#9c6ade',
    },
  ],
};
