import { z } from "zod";
import { shippingClassSchema, shippingMethodInputSchema, shippingSettingsSchema, shippingZoneInputSchema } from "./shipping.ts";

// The shape of `shop settings export|import`'s shipping section: the whole shipping set-up, without
// database ids, so it moves between shops. Zones come in matching order.

const methods = z.array(shippingMethodInputSchema).default([]);

export const shippingSettingsFileSchema = z
  .strictObject({
    settings: shippingSettingsSchema.prefault({}),
    classes: z.array(shippingClassSchema).default([]),
    zones: z.array(shippingZoneInputSchema.extend({ methods })).default([]),
    restOfTheWorld: z.strictObject({ methods }).prefault({}),
  })
  .superRefine((file, context) => {
    const slugs = new Set<string>();
    file.classes.forEach((c, index) => {
      if (slugs.has(c.slug)) context.addIssue({ code: "custom", path: ["classes", index, "slug"], message: `shipping class "${c.slug}" is listed twice` });
      slugs.add(c.slug);
    });
    // A class cost for a class that does not exist is never charged: almost surely a typo.
    const checkMethods = (list: typeof file.restOfTheWorld.methods, path: (string | number)[]) =>
      list.forEach((method, index) => {
        if (method.type !== "flat_rate") return;
        for (const slug of Object.keys(method.settings.classCosts)) {
          if (!slugs.has(slug)) context.addIssue({ code: "custom", path: [...path, index, "settings", "classCosts", slug], message: `no shipping class "${slug}"` });
        }
      });
    file.zones.forEach((zone, index) => checkMethods(zone.methods, ["zones", index, "methods"]));
    checkMethods(file.restOfTheWorld.methods, ["restOfTheWorld", "methods"]);
  });

export type ShippingSettingsFile = z.output<typeof shippingSettingsFileSchema>;
