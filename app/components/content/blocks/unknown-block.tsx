import { contentText } from "../../../i18n/content-messages.en.ts";

// A block whose type this shop does not know (spec §8): editors see "Template not found" where it
// would be; shoppers see nothing, so the anonymous page stays whole.

export function UnknownBlockView({ forEditor }: { forEditor: boolean }) {
  if (!forEditor) return null;
  return (
    <p className="block-unknown" role="note">
      {contentText("content.templateNotFound")}
    </p>
  );
}
