// The ALTCHA captcha widget (decision 049): defines <altcha-widget>. An entry of its own, not a
// dynamic import, so no module-preload helper comes along; the captcha script adds it only when
// a login, register or lost-password form shows.
import "altcha";
