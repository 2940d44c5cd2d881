// Runs a build as a production build whatever NODE_ENV the caller has (a test, `npm start` in a dev shell, a
// bench): Vite reads NODE_ENV to choose React's development or production build and JSX runtime. Restores it after.
export async function asProduction(build) {
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build();
  } finally {
    if (callerEnv === undefined) {
      delete process.env.NODE_ENV;
    } else {
      process.env.NODE_ENV = callerEnv;
    }
  }
}
