import { serializeIslandProps } from "../../islands/island-props.ts";

/** Data a page hands its plain DOM scripts (words, settings), read by app/islands/read-page-data.ts. */
export function PageDataScript({ id, data }: { id: string; data: unknown }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: serializeIslandProps(data) }} />;
}
