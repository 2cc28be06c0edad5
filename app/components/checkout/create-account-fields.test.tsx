import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CreateAccountFields } from "./create-account-fields.tsx";

/** The attributes of the first tag matching `selector`, e.g. `input id="createaccount"`. */
function attributesOf(html: string, start: string): string[] {
  const tag = new RegExp(`<${start}[^>]*>`).exec(html)?.[0] ?? "";
  return [...tag.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((m) => `${m[1]}=${m[2]}`).sort();
}

describe("CreateAccountFields", () => {
  it("lets a guest choose to create an account", () => {
    const html = renderToStaticMarkup(<CreateAccountFields values={{}} errors={[]} />);
    expect(attributesOf(html, 'input id="createaccount"')).toEqual(["class=input-checkbox", "id=createaccount", "name=createaccount", "type=checkbox", "value=1"]);
  });

  it("ticks it for good when the cart holds a subscription, posts it in a hidden field and says why", () => {
    const html = renderToStaticMarkup(<CreateAccountFields values={{}} errors={[]} required />);
    expect(attributesOf(html, 'input id="createaccount"')).toEqual(["aria-describedby=createaccount-required", "checked=", "class=input-checkbox", "disabled=", "id=createaccount", "type=checkbox"]);
    expect(attributesOf(html, 'input type="hidden"')).toEqual(["name=createaccount", "type=hidden", "value=1"]);
    expect(html).toContain('<span id="createaccount-required" class="create-account__required">An account is required to buy a subscription.</span>');
  });
});
