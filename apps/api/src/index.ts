export { type AppOptions, type AppType, createApp, type TaskRunner } from "./app.js";
export { defaultStaticRoot, readConfig, type ServerConfig } from "./config.js";
export { consoleSink, type LogSink, silentSink } from "./logger.js";
export { type PoolOutcome, type PoolStats, SolverPool, type SolverPoolOptions } from "./pool/solver-pool.js";
export { type HttpProblem, type ProblemBody, problemMediaType } from "./problem.js";
export { type RunningServer, type StartOptions, startServer } from "./start.js";
export type { GenerateReply, PooledOperation, SolveReply, WorkerTask } from "./worker/tasks.js";
