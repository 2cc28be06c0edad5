import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { storeImage } from "./store-image.ts";

describe("storeImage", () => {
  let handle: DatabaseHandle;
  let dir: string;
  let server: Server;
  let baseUrl: string;
  let png: Buffer;
  const now = new Date("2026-03-05T10:00:00Z");

  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), "shopwright-media-"));
    png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c33" } }).png().toBuffer();
    await sharp(png).toFile(join(dir, "source.png"));
    server = createServer((request, response) => {
      if (request.url === "/hoodie.png") response.writeHead(200, { "content-type": "image/png" }).end(png);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sizesOf = (imageId: number) =>
    handle.db.selectFrom("image_sizes").select(["size", "url", "width", "height"]).where("image_id", "=", imageId).orderBy("size").execute();

  it("stores a local file in four sizes under mediaDir/yyyy/mm", async () => {
    const mediaDir = join(dir, "media");
    const result = await storeImage(handle.db, { source: join(dir, "source.png"), alt: "Red" }, { mediaDir, now });
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ remote: false, reused: false });
    const sizes = await sizesOf(result.imageId);
    expect(sizes.map((s) => [s.size, s.width, s.height])).toEqual([
      ["full", 1200, 800],
      ["large", 1024, 683],
      ["medium", 300, 200],
      ["thumbnail", 150, 150],
    ]);
    for (const size of sizes) {
      expect(size.url).toMatch(/^\/media\/2026\/03\//);
      expect(existsSync(join(mediaDir, size.url.slice("/media/".length)))).toBe(true);
    }
    const again = await storeImage(handle.db, { source: join(dir, "source.png"), alt: "Red" }, { mediaDir, now });
    expect(again).toEqual({ ok: true, imageId: result.imageId, remote: false, reused: true, metadataChanged: false });
  });

  it("downloads a reachable URL", async () => {
    const result = await storeImage(handle.db, { source: `${baseUrl}/hoodie.png` }, { mediaDir: join(dir, "media"), now });
    if (!result.ok) throw new Error(result.message);
    expect(result.remote).toBe(false);
    expect((await sizesOf(result.imageId)).find((s) => s.size === "full")).toMatchObject({ width: 1200, height: 800 });
  });

  it("keeps an unreachable URL as a remote image", async () => {
    const source = `${baseUrl}/missing.png`;
    const result = await storeImage(handle.db, { source }, { mediaDir: join(dir, "media"), now });
    if (!result.ok) throw new Error(result.message);
    expect(result.remote).toBe(true);
    expect(await sizesOf(result.imageId)).toEqual([{ size: "full", url: source, width: 0, height: 0 }]);
    const row = await handle.db.selectFrom("images").selectAll().where("id", "=", result.imageId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ remote: 1, width: null, height: null });
  });

  it("reports a missing local file", async () => {
    const result = await storeImage(handle.db, { source: join(dir, "nope.png") }, { mediaDir: join(dir, "media"), now });
    expect(result).toMatchObject({ ok: false, code: "image_not_found" });
  });
});
