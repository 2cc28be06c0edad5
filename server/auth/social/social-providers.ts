import type { Config } from "../../config.ts";
import { createFacebookProvider } from "./facebook-provider.ts";
import { createGoogleProvider } from "./google-provider.ts";
import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviders } from "./social.ts";

// Only configured providers exist; the others are reported disabled and the UI shows no button.

export function socialProvidersFromConfig(social: Config["social"]): SocialProviders {
  return {
    ...(social.google ? { google: createGoogleProvider(social.google) } : {}),
    ...(social.facebook ? { facebook: createFacebookProvider(social.facebook) } : {}),
  };
}

export function listSocialProviders(providers: SocialProviders): { provider: SocialProvider; enabled: boolean }[] {
  return SOCIAL_PROVIDERS.map((provider) => ({ provider, enabled: providers[provider] !== undefined }));
}
