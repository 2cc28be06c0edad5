import { enhanceCaptchaForms } from "./captcha/captcha-forms.ts";

// Captcha on the account forms (decision 049): a script of its own that the layout adds only while
// captcha is on, so shops without it (and the product page's budget) carry none of it. It watches
// the login, register and lost-password forms and adds the widget's script when one first shows.
enhanceCaptchaForms();
