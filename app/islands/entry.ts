import { brokenPictures } from "./broken-pictures.ts";
import { consentBanner } from "./consent.ts";
import { copyButtons } from "./copy-buttons.ts";
import { dialogLinks } from "./dialog-links.ts";
import { donationLinks } from "./donation-links.ts";
import { faqFromAddress } from "./faq-from-address.ts";
import { firstInput } from "./first-input.ts";
import { languageSwitch } from "./language-switch.ts";
import { phoneMenu } from "./phone-menu.ts";
import { printButtons } from "./print.ts";
import { sharePopups } from "./share-popup.ts";

/**
 * The islands script (decision 040): every public page loads it, whether React hydrates the page or
 * not. Each island enhances the server's markup, found by its data attributes, with listeners on
 * the document, so it also serves what the hydrated app renders later. No framework, a few KB.
 */
consentBanner();
phoneMenu();
languageSwitch();
faqFromAddress();
copyButtons();
sharePopups();
brokenPictures();
printButtons();
donationLinks();
dialogLinks();
firstInput();
// The end-to-end tests wait for this before they act, as they wait for `data-hydrated`.
document.documentElement.dataset.islands = "";
