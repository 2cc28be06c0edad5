import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

// A short sample for the audio embed in a demo product description, written as a plain PCM WAV
// (44-byte RIFF header + 16-bit mono samples) so it needs no codec, no dependency and no network.

const SAMPLE_RATE = 22_050;
const SAMPLE_SECONDS = 3;
/** Under the media dir, so the shop serves it at /media/<this path>. */
export const DEMO_AUDIO_PATH = "demo/northern-lights-preview.wav";
export const DEMO_AUDIO_URL = `/media/${DEMO_AUDIO_PATH}`;

/** A gentle three-note chime with a fade in and out. */
export function renderToneWav(seconds = SAMPLE_SECONDS, sampleRate = SAMPLE_RATE): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVE", 8, "ascii");
  buffer.write("fmt ", 12, "ascii");
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(samples * 2, 40);
  const notes = [440, 554.37, 659.25];
  const fade = sampleRate * 0.05;
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    const note = notes[Math.min(notes.length - 1, Math.floor((t / seconds) * notes.length))] ?? 440;
    const envelope = Math.min(1, i / fade, (samples - i) / fade);
    const value = Math.sin(2 * Math.PI * note * t) * 0.3 * envelope;
    buffer.writeInt16LE(Math.round(value * 32_767), 44 + i * 2);
  }
  return buffer;
}

/** Writes the sample into the media dir (once) and returns its public URL. */
export async function writeDemoAudio(mediaDir: string): Promise<string> {
  const path = join(mediaDir, DEMO_AUDIO_PATH);
  if (!existsSync(path)) {
    await mkdir(join(mediaDir, "demo"), { recursive: true });
    await writeFile(path, renderToneWav());
  }
  return DEMO_AUDIO_URL;
}
