// Production entry: `node server/start.js` after `react-router build`.
import { startServer } from "../build/server/index.js";

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
