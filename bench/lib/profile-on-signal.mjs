// Loaded with `node --import` by bench/cpu-profile.sh: on SIGUSR2 the process profiles itself
// for PROFILE_SECONDS (V8's sampling profiler, one sample every 200 µs) and writes the profile
// to PROFILE_OUT, so a profile holds the steady state under load, without start-up and warm-up.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

process.on('SIGUSR2', async () => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.PROFILE_SECONDS ?? 8) * 1000));
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  session.disconnect();
});
