import { SOCIAL_PROVIDERS, type SocialProvider } from "../../../server/auth/social/social.ts";
import type { Config } from "../../../server/config.ts";

/** Configured providers only: an unconfigured one shows no button. Same for every visitor. */
export function enabledSocialProviders(social: Config["social"]): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => social[provider] !== null);
}
