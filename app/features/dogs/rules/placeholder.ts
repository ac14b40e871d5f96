/** Where the site's own placeholder for a missing dog photo lives (client-safe, no dependencies). */
export const DOG_PLACEHOLDER = "/images/dog-placeholder.svg";
