'use strict';

// `side-channel` on the platform's own WeakMap and Map, for qs's parser in the browser (decision 0088): the package
// carries fallbacks for engines without WeakMap (get-intrinsic, object-inspect), some 6 KiB gzip on every grid page.
// Object keys sit in a WeakMap, so a channel never keeps a parsed query alive; other keys in a Map.
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var storeOf = (key) =>
    (typeof key === 'object' && key !== null) || typeof key === 'function' ? objects : others;
  var channel = {
    assert: (key) => {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => storeOf(key).delete(key),
    get: (key) => storeOf(key).get(key),
    has: (key) => storeOf(key).has(key),
    set: (key, value) => {
      storeOf(key).set(key, value);
    },
  };
  return channel;
};
