import { describe, expect, it } from "vitest";
import { mediaMimeType } from "./media-formats.ts";
import { validateBlocks } from "./validate-blocks.ts";
import { parseVideoUrl } from "./video-url.ts";

// The media blocks' rules (decision 047): video addresses reduced to a checked id, media and
// picture addresses that cannot break out of an attribute, and files of a known format.

function errorsOf(input: unknown[]) {
  const result = validateBlocks(input);
  return result.ok ? [] : result.errors;
}

describe("parseVideoUrl", () => {
  it("reads the video id from YouTube's and Vimeo's usual https addresses", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoUrl("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoUrl("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoUrl("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideoUrl("https://player.vimeo.com/video/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
  });

  it("refuses other hosts, http, credentials, ports and ids outside the provider's alphabet", () => {
    for (const hostile of [
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
      'https://www.youtube.com/watch?v=dQw4w9W"><x',
      "https://www.youtube.com/watch?v=dQw4w9WgXcQQ",
      "https://youtu.be/../../evil",
      "https://vimeo.com/12ab",
      "https://vimeo.com/1/2",
      "javascript:alert(1)//https://vimeo.com/1",
      "//vimeo.com/1",
      "",
    ])
      expect(parseVideoUrl(hostile), hostile).toBeNull();
  });
});

describe("mediaMimeType", () => {
  it("knows a file's format by its ending, whatever its query or case, and only for its kind", () => {
    expect(mediaMimeType("/media/song.MP3?v=2", "audio")).toBe("audio/mpeg");
    expect(mediaMimeType("https://cdn.example/clip.webm#t=3", "video")).toBe("video/webm");
    expect(mediaMimeType("/media/clip.mp4", "audio")).toBeNull();
    expect(mediaMimeType("/media/readme", "audio")).toBeNull();
  });
});

describe("media blocks", () => {
  it("accepts a gallery, audio, video and a video embed, with their defaults", () => {
    const result = validateBlocks([
      { type: "gallery", items: [{ src: "/img/a.jpg", width: 1200, height: 800 }] },
      { type: "audio", title: "Workshop sounds", items: [{ src: "/media/a.mp3" }, { src: "/media/a.ogg" }] },
      { type: "video", title: "Making a mug", items: [{ src: "https://cdn.example/mug.mp4" }] },
      { type: "videoEmbed", title: "Our studio", url: "https://youtu.be/dQw4w9WgXcQ" },
    ]);
    expect(result).toEqual({
      ok: true,
      blocks: [
        { type: "gallery", anchor: "", heading: "", items: [{ src: "/img/a.jpg", width: 1200, height: 800, alt: "", caption: "" }] },
        { type: "audio", anchor: "", title: "Workshop sounds", items: [{ src: "/media/a.mp3" }, { src: "/media/a.ogg" }] },
        { type: "video", anchor: "", title: "Making a mug", poster: "", captions: "", items: [{ src: "https://cdn.example/mug.mp4" }] },
        { type: "videoEmbed", anchor: "", title: "Our studio", url: "https://youtu.be/dQw4w9WgXcQ", poster: "" },
      ],
    });
  });

  it("names each hostile or missing field with a stable code", () => {
    expect(
      errorsOf([
        { type: "gallery", items: [{ src: "javascript:alert(1)", width: 10, height: 10 }, { src: '/a.jpg" onerror="x', width: 0, height: "tall" }] },
        { type: "audio", title: " ", items: [{ src: "/media/a.exe" }, { src: "data:audio/mpeg;base64,AAAA" }] },
        { type: "video", title: "x", poster: "//evil.example/p.jpg", items: [] },
        { type: "videoEmbed", title: "x", url: "https://evil.example/watch?v=dQw4w9WgXcQ" },
      ]),
    ).toEqual([
      { index: 0, field: "items.0.src", code: "unsafe_url" },
      { index: 0, field: "items.1.src", code: "unsafe_url" },
      { index: 0, field: "items.1.width", code: "invalid_number" },
      { index: 0, field: "items.1.height", code: "invalid_number" },
      { index: 1, field: "title", code: "required" },
      { index: 1, field: "items.0.src", code: "unknown_media_format" },
      { index: 1, field: "items.1.src", code: "unsafe_url" },
      { index: 2, field: "poster", code: "unsafe_url" },
      { index: 2, field: "items", code: "required" },
      { index: 3, field: "url", code: "invalid_video_url" },
    ]);
  });
});
