export { Trail, TrailedInt32Array } from "./trail.js";
