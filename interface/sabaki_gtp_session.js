// A Sabaki-style analysis session with Sabaki's own GTP library,
// @sabaki/gtp: hane runs as a child process behind its Controller, which
// sends the commands Sabaki sends and hands every line of the answers to
// a subscriber.  Every analysis line is parsed here and checked field by
// field: KataGo's fields in KataGo's order (kata-analyze), Leela Zero's
// (lz-analyze), values in range, rates with a decimal point where Sabaki
// reads floats, candidates legal on the board, best first, the pv last in
// each group as Sabaki's parser expects; the stream ends at the next
// command, whose answer comes through intact.
//
//   node sabaki_gtp_session.js MODULES_DIR HANE  (see test_sabaki_gtp.sh)
'use strict'

const path = require('path')
const assert = require('assert')

const [modules, hane] = process.argv.slice(2)
const {Controller} = require(path.join(modules, 'node_modules', '@sabaki', 'gtp'))

const KATA_FIELDS = ['move', 'visits', 'edgeVisits', 'utility', 'winrate', 'scoreMean',
  'scoreStdev', 'scoreLead', 'scoreSelfplay', 'prior', 'lcb', 'utilityLcb', 'weight', 'order']
const LZ_FIELDS = ['move', 'visits', 'winrate', 'prior', 'lcb', 'scoreMean', 'scoreStdev',
  'scoreLead', 'utility', 'order']
const ROOT_FIELDS = ['visits', 'utility', 'winrate', 'scoreMean', 'scoreStdev', 'scoreLead',
  'scoreSelfplay', 'weight']
const SECTIONS = ['info', 'pvVisits', 'pvEdgeVisits', 'movesOwnership', 'movesOwnershipStdev',
  'rootInfo', 'ownership', 'ownershipStdev']
const LETTERS = 'ABCDEFGHJ'
const SIZE = 9

// The position the session sets up, by vertex.
const stones = {E5: 'B', C3: 'W', G3: 'B', G7: 'W'}

function isVertex(v) {
  if (v === 'pass') return true
  let m = /^([A-HJ])([1-9])$/.exec(v)
  return m != null && LETTERS.includes(m[1])
}

function number(word, what) {
  assert.match(word, /^-?[0-9]+(\.[0-9]+)?(e-?[0-9]+)?$/, `${what}: "${word}" is not a number`)
  return +word
}

// The numbers after a section word, up to the next one.
function values(words, k) {
  let list = []
  while (k < words.length && !SECTIONS.includes(words[k])) list.push(words[k++])
  return [list, k]
}

// One candidate group: the fields in order, then the pv and the extras.
function parseGroup(words, k, style, color, group) {
  let fields = style === 'kata' ? KATA_FIELDS : LZ_FIELDS
  for (let f of fields) {
    assert.strictEqual(words[k], f, `field "${words[k]}" where ${f} belongs`)
    group[f] = words[k + 1]
    k += 2
  }
  assert(isVertex(group.move), `move ${group.move}`)
  assert(stones[group.move] == null, `candidate ${group.move} is on a stone`)
  for (let f of fields.slice(1)) {
    let v = number(group[f], f)
    if (['visits', 'edgeVisits', 'order'].includes(f)) assert(Number.isInteger(v) && v >= 0)
    if (style === 'kata' && ['winrate', 'prior', 'lcb'].includes(f)) {
      assert(v >= 0 && v <= 1, `${f} ${v}`)
      assert(group[f].includes('.'), `${f} ${group[f]} has no decimal point`)
    }
    if (style === 'lz' && ['winrate', 'prior', 'lcb'].includes(f))
      assert(Number.isInteger(v) && v >= 0 && v <= 10000, `${f} ${v}`)
    group[f] = v
  }
  assert.strictEqual(group.scoreMean, group.scoreLead)
  assert(group.scoreStdev >= 0)
  assert(group.lcb <= group.winrate)
  if (style === 'kata') {
    assert.strictEqual(group.edgeVisits, group.visits)
    assert.strictEqual(group.weight, group.visits)
  }
  assert.strictEqual(words[k], 'pv', 'no pv')
  let pv
  ;[pv, k] = values(words, k + 1)
  assert(pv.length >= 1 && pv[0] === group.move, 'the pv does not start with the move')
  pv.forEach(v => assert(isVertex(v), `pv vertex ${v}`))
  group.pv = pv
  while (k < words.length && !['info', 'rootInfo', 'ownership', 'ownershipStdev'].includes(words[k])) {
    let name = words[k]
    let list
    ;[list, k] = values(words, k + 1)
    if (name === 'pvVisits' || name === 'pvEdgeVisits') {
      assert.strictEqual(list.length, pv.length, `${name} length`)
      assert.strictEqual(+list[0], group.visits, `${name} starts with the visits`)
      for (let j = 1; j < list.length; j++) assert(+list[j] <= +list[j - 1], `${name} grows`)
    } else {
      assert(['movesOwnership', 'movesOwnershipStdev'].includes(name), `unexpected ${name}`)
      assert.strictEqual(list.length, SIZE * SIZE, `${name} length`)
      list.forEach(v => assert(Math.abs(number(v, name)) <= 1))
    }
    group.extras = (group.extras || 0) + 1
  }
  return k
}

// A whole line: the groups best first, then rootInfo, ownership,
// ownershipStdev if present.  Returns what it found.
function parseLine(line, style, color) {
  let words = line.trim().split(/\s+/)
  let summary = {groups: [], root: null, ownership: 0, ownershipStdev: 0}
  let k = 0
  while (k < words.length && words[k] === 'info') {
    let group = {}
    k = parseGroup(words, k + 1, style, color, group)
    assert.strictEqual(group.order, summary.groups.length, 'order')
    if (summary.groups.length > 0)
      assert(group.visits <= summary.groups[summary.groups.length - 1].visits, 'not best first')
    summary.groups.push(group)
  }
  assert(summary.groups.length > 0, `no candidate in "${line.slice(0, 80)}"`)
  let priors = summary.groups.reduce((s, g) => s + g.prior / (style === 'lz' ? 10000 : 1), 0)
  assert(priors <= 1 + summary.groups.length * 1e-4, `priors sum to ${priors}`)
  if (words[k] === 'rootInfo') {
    k++
    summary.root = {}
    for (let f of ROOT_FIELDS) {
      assert.strictEqual(words[k], f, `rootInfo field "${words[k]}" where ${f} belongs`)
      summary.root[f] = number(words[k + 1], f)
      k += 2
    }
  }
  for (let name of ['ownership', 'ownershipStdev']) {
    if (words[k] !== name) continue
    let list
    ;[list, k] = values(words, k + 1)
    list.forEach(v => assert(Math.abs(number(v, name)) <= 1))
    summary[name] = list.length
  }
  assert.strictEqual(k, words.length, `unexpected "${words[k]}"`)
  return summary
}

// An analysis command as Sabaki runs it: lines until `wanted` of them
// came (or the stream is over), then the next command, which must stop
// it and be answered.
async function analyse(engine, command, style, color, wanted) {
  let lines = []
  let next = null
  let done = engine.sendCommand(command, ({line}) => {
    if (!line.startsWith('info ')) return
    lines.push(parseLine(line, style, color))
    if (lines.length === wanted && next == null)
      next = engine.sendCommand({name: 'name'})
  })
  let response = await done
  assert(!response.error, `${command.name} failed: ${response.content}`)
  if (next == null) next = engine.sendCommand({name: 'name'})
  let name = await next
  assert.strictEqual(name.content, 'Hane')
  assert(lines.length >= 1, `${command.name}: no lines`)
  return lines
}

async function ok(engine, name, args = []) {
  let response = await engine.sendCommand({name, args})
  assert(!response.error, `${name} ${args.join(' ')}: ${response.content}`)
  return response.content
}

async function main() {
  let engine = new Controller(hane, ['--mode', 'gtp', '--quiet', '--seed', '5', '--threads', '1'])
  engine.start()
  try {
    let commands = (await ok(engine, 'list_commands')).split('\n')
    for (let c of ['lz-analyze', 'kata-analyze', 'kata-genmove_analyze', 'top_moves'])
      assert(commands.includes(c), `list_commands lacks ${c}`)
    await ok(engine, 'boardsize', ['9'])
    await ok(engine, 'clear_board')
    await ok(engine, 'komi', ['6.5'])
    for (let v of Object.keys(stones)) await ok(engine, 'play', [stones[v], v])

    // Sabaki's own command: color and interval.
    let lines = await analyse(engine, {name: 'kata-analyze', args: ['B', '10']}, 'kata', 'B', 4)
    lines.forEach(l => assert(l.root == null && l.ownership === 0))
    console.log(`kata-analyze: ${lines.length} lines, best ${lines[lines.length - 1].groups[0].move}`)

    // Every key KataGo knows, and some it does not.
    lines = await analyse(engine, {name: 'kata-analyze', args: ['B', '10', 'ownership', 'true',
      'ownershipStdev', 'true', 'pvVisits', 'true', 'pvEdgeVisits', 'true', 'rootInfo', 'true',
      'movesOwnership', 'true', 'movesOwnershipStdev', 'true', 'noResultValue', 'true',
      'someFutureKey', '3', 'maxmoves', '5']}, 'kata', 'B', 3)
    for (let l of lines) {
      assert(l.groups.length <= 5, 'maxmoves')
      assert.strictEqual(l.ownership, SIZE * SIZE)
      assert.strictEqual(l.ownershipStdev, SIZE * SIZE)
      l.groups.forEach(g => assert.strictEqual(g.extras, 4, 'pvVisits, pvEdgeVisits, movesOwnership(Stdev)'))
      let total = l.groups.reduce((s, g) => s + g.visits, 0)
      assert(l.root != null && l.root.visits >= total, 'rootInfo visits')
    }
    console.log(`kata-analyze with every key: ${lines.length} lines`)

    lines = await analyse(engine, {name: 'lz-analyze', args: ['W', '10']}, 'lz', 'W', 3)
    console.log(`lz-analyze: ${lines.length} lines`)

    // The position is as it was, then genmove with reports plays.
    assert.strictEqual(await ok(engine, 'color', ['E5']), 'black')
    await ok(engine, 'time_settings', ['0', '2', '1'])
    let reports = 0
    let play = null
    let response = await engine.sendCommand({name: 'kata-genmove_analyze', args: ['B', '10']},
      ({line}) => {
        if (line.startsWith('info ')) {
          assert(play == null, 'a report after the play line')
          parseLine(line, 'kata', 'B')
          reports++
        } else if (line.startsWith('play ')) play = line.slice(5)
      })
    assert(!response.error && play != null && isVertex(play.toUpperCase()), `play ${play}`)
    assert(reports >= 1, 'no reports during genmove')
    assert.strictEqual(await ok(engine, 'color', [play]), 'black')
    let top = (await ok(engine, 'top_moves')).split(' ')
    assert(top.length >= 2 && top.length % 2 === 0 && top[0] === play, `top_moves ${top.join(' ')}`)
    console.log(`kata-genmove_analyze: ${reports} reports, played ${play}`)
  } finally {
    // Sends quit and waits for the engine to end, as Sabaki does.
    await engine.stop(5000).catch(() => {})
  }
}

main().then(() => process.exit(0), err => {
  console.error(`FAIL: ${err.message}`)
  process.exit(1)
})
