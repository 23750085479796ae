// bottleneck's light build (no Redis clustering), the one the octokit plugins load, ships without its
// own declaration; its API is the full build's.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
