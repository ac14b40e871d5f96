// Production entry: `node server/start.js` after `react-router build`.
//
// React picks its production or development build from NODE_ENV when it is
// first imported, and the server build imports React: so production is made
// the default here, before anything is imported (a static import would be
// evaluated before this line runs).
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

const { startServer } = await import("../build/server/index.js");

const running = await startServer(process.env).catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    running.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
