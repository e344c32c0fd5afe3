/** The id of every public page's main region (PublicLayout), the skip link's and the page's-top target. */
export const mainId = 'main';
