/**
 * The pictures a home-page card may name in its frontmatter (`picture:`), a
 * task's (what the reader came to do) or a product's (what it does):
 * theme/components/HomePicture draws them. Shared with the frontmatter schema
 * (plugins/source-check), so a card cannot name a picture the site lacks.
 */
export const homePictureNames = [
  // Tasks.
  'pix',
  'cards',
  'payout',
  'go-live',
  // Products.
  'pix-charge',
  'card-payment',
  'tokenization',
  'three-d-secure',
  'cashout',
  'balance',
  'refund',
  'webhook',
] as const;

export type HomePictureName = (typeof homePictureNames)[number];
