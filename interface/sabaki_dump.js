// node sabaki_dump.js MODULE_DIR FILE: the SGF tree as Sabaki's reader
// (@sabaki/sgf, found under MODULE_DIR) sees it, in sgf_dump's format: one
// line per node in preorder, its depth, its properties sorted by name,
// values in brackets with \, ] and newline escaped.
'use strict';
const path = require('path');
const sgf = require(path.resolve(process.argv[2], 'node_modules', '@sabaki', 'sgf'));

const roots = sgf.parseFile(process.argv[3]);
if (roots.length !== 1) {
  console.error(`sabaki_dump: ${roots.length} game trees`);
  process.exit(1);
}
const escape = v => v.replace(/\\/g, '\\\\').replace(/]/g, '\\]').replace(/\n/g, '\\n');
const lines = [];
const stack = [[roots[0], 0]];
while (stack.length > 0) {
  const [node, depth] = stack.pop();
  const names = Object.keys(node.data).sort();
  let line = String(depth);
  for (const name of names)
    line += ' ' + name + node.data[name].map(v => '[' + escape(v) + ']').join('');
  lines.push(line);
  for (let k = node.children.length - 1; k >= 0; k--)
    stack.push([node.children[k], depth + 1]);
}
process.stdout.write(lines.join('\n') + '\n');
