import { createAudioFixtures } from './support/audio-fixtures';
import { startBuiltServer } from './support/start-server';

/** Generates the audio, starts the built server on a fresh database and hands its URL to the tests. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  createAudioFixtures();
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.baseURL;
  return server.stop;
}
