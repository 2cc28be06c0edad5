import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import rule from "./no-jsx-literal-text.ts";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run("no-jsx-literal-text", rule, {
  valid: [
    { code: "<p>{t('cart.empty')}</p>" },
    { code: "<span className='woocommerce-Price-amount amount' id='x' data-kind='sale'>{amount}</span>" },
    { code: "<span aria-hidden='true'><a /> – <b /></span>" },
    { code: "<button aria-label={t('cart.remove', name)}>×</button>" },
    { code: "<img alt={image.alt} />" },
    { code: "<img alt='' />" },
    { code: "<p>{' '}{count}</p>" },
    { code: "<input type='search' name='s' />" },
  ],
  invalid: [
    { code: "<p>Your cart is empty.</p>", errors: [{ messageId: "text" }] },
    { code: "<p>{'Please try again'}</p>", errors: [{ messageId: "text" }] },
    { code: "<p>{failed ? `Could not load` : null}</p>", errors: [{ messageId: "text" }] },
    { code: "<>{ok && 'Saved'}</>", errors: [{ messageId: "text" }] },
    { code: "<button aria-label='Close'>×</button>", errors: [{ messageId: "attribute", data: { name: "aria-label" } }] },
    { code: "<a title={'Back to top'} />", errors: [{ messageId: "attribute" }] },
    { code: "<input placeholder='Search products…' />", errors: [{ messageId: "attribute" }] },
    { code: "<img alt={`Logo of ${shop}`} />", errors: [{ messageId: "attribute" }] },
  ],
});
