/** The product name in the mock's own messages (the site's brand module is UI code, which the mock may not import). */
export const BRAND_NAME = 'Tether';
