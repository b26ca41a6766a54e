<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>CardItem</name>
    <message>
        <source>Face down ({n} cards)</source>
        <extracomment>The drawing box of a card (its proportions are those of a real card, 63 x 88 mm). face colours by card type (anything else: the default) the stats shown big at the bottom of a card, first found first Qt&apos;s translation (context ``CardItem``), by the name its tools look for in a public zone a face-down card looks face down even to its owner 0 = not picked; else its place (1, 2, ...) the game whose card pictures are looked for (&quot;&quot;: none, the drawn face), and whose words it takes</extracomment>
        <translation>裏向き（{n}枚）</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source> (face down)</source>
        <translation>（裏向き）</translation>
    </message>
    <message>
        <source>REVERSED</source>
        <translation>リバース</translation>
    </message>
</context>
<context>
    <name>DeckWords</name>
    <message>
        <source>Carried out by Playmat:</source>
        <translation>Playmatが処理する能力:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by hand&lt;/b&gt; (shown when it triggers):</source>
        <translation>&lt;b&gt;手動で処理する能力&lt;/b&gt;（誘発したときに表示）:</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the stats a result line shows after the card&apos;s name (the rest are in the card view)</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Main deck</source>
        <extracomment>a comparison in a query: ``power&gt;=8000``, ``level:2``, ``clan:ember`` stats searched under another name players use for them the stats that shape a deck, for its counts, first found first the stats whose values are counted in a deck&apos;s summary sections named for the one card type they hold (DBS 2-3-2-1 the Leader Card, SG 2.1.5 the Gate) sections that hold one card: another card put there takes its place (DBS 5-1-2 one Leader Card, SG 13.3 one Gate, SG 13.2 one Gate Master) the sections as players call them (in English; :func:`section_title` in the language in place)</extracomment>
        <translation>メインデッキ</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>リーダー</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>ゲート</translation>
    </message>
    <message>
        <source>Gate Master</source>
        <translation>ゲートマスター</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>サイドボード</translation>
    </message>
    <message>
        <source>this game&apos;s decks have no {section} section</source>
        <extracomment>section -&gt; card id -&gt; copies, in the order cards were added</extracomment>
        <translation>このゲームのデッキに{section}はありません</translation>
    </message>
    <message>
        <source>{card} is not a {section} card</source>
        <translation>{card}は{section}カードではありません</translation>
    </message>
    <message>
        <source>{card} is a {section} card: it goes to the {section} section</source>
        <translation>{card}は{section}カードです: {section}に入れます</translation>
    </message>
    <message>
        <source>{card} is a Gate and cannot be the Gate Master ({rule})</source>
        <translation>{card}はゲートなので、ゲートマスターにはできません（{rule}）</translation>
    </message>
    <message>
        <source>{gate} allows &lt;{planet}&gt; cards.</source>
        <translation>{gate}では&lt;{planet}&gt;のカードを使えます。</translation>
    </message>
    <message>
        <source>{gate} allows only {planets}: not this &lt;{planet}&gt; card ({rule}).</source>
        <translation>{gate}で使えるのは{planets}のみ: この&lt;{planet}&gt;のカードは使えません（{rule}）。</translation>
    </message>
    <message>
        <source>Types: {counts}</source>
        <translation>種類: {counts}</translation>
    </message>
    <message>
        <source>By {stat}: {counts}</source>
        <translation>{stat}別: {counts}</translation>
    </message>
    <message>
        <source>{stat}: {counts}</source>
        <translation>{stat}: {counts}</translation>
    </message>
    <message>
        <source>Pasted deck</source>
        <extracomment>copies one line may give lines a pasted list may have (a deck is 50 to 100 cards; a list with more lines is not a deck) a header&apos;s own count: &quot;Main Deck (50)&quot;, &quot;Climax [8]&quot;, &quot;Side: 12&quot; the words players give a section, and the section they mean card lines read</extracomment>
        <translation>貼り付けたデッキ</translation>
    </message>
    <message>
        <source>{n} lines: a deck list has at most {most}</source>
        <translation>{n}行: デッキリストは最大{most}行です</translation>
    </message>
    <message>
        <source>line {n}: this game&apos;s decks have no {section} section ({line})</source>
        <translation>{n}行目: このゲームのデッキに{section}はありません（{line}）</translation>
    </message>
    <message>
        <source>line {n}: {count} copies ({line})</source>
        <translation>{n}行目: {count}枚は指定できません（{line}）</translation>
    </message>
    <message>
        <source>line {n}: no card named {name}</source>
        <translation>{n}行目: {name}という名前のカードはありません</translation>
    </message>
    <message>
        <source>line {n}: {why}</source>
        <translation>{n}行目: {why}</translation>
    </message>
    <message>
        <source>line {n}: a second card for the one {section} of a deck ({line})</source>
        <translation>{n}行目: デッキに1枚だけの{section}に2枚目のカード（{line}）</translation>
    </message>
    <message>
        <source>no card lines: write one card a line, such as &apos;4 Card Name&apos; or &apos;4x Card Name&apos;</source>
        <translation>カードの行がありません: 「4 カード名」や「4x カード名」のように1行に1種類ずつ書いてください</translation>
    </message>
</context>
<context>
    <name>Devices</name>
    <message>
        <source>no camera picture yet</source>
        <extracomment>Qt&apos;s translation (context ``Devices``), by the name its tools look for the part of the mat this camera answers for (mat millimetres), outlined; None, the whole mat</extracomment>
        <translation>カメラの映像はまだありません</translation>
    </message>
    <message>
        <source>mat not found: are the corner markers in view?</source>
        <translation>マットが見つかりません: 四隅のマーカーが映っていますか？</translation>
    </message>
    <message>
        <source>camera: not connected</source>
        <translation>カメラ: 未接続</translation>
    </message>
    <message>
        <source>camera: {state} {detail}</source>
        <translation>カメラ: {state} {detail}</translation>
    </message>
    <message>
        <source>mat found</source>
        <translation>マット検出</translation>
    </message>
    <message>
        <source>mat not found</source>
        <translation>マット未検出</translation>
    </message>
    <message>
        <source>camera: {where}, 1 label, {unknown} unreadable, {ms} ms</source>
        <translation>カメラ: {where}、ラベル1枚、読めないもの{unknown}、{ms} ms</translation>
    </message>
    <message>
        <source>camera: {where}, {n} labels, {unknown} unreadable, {ms} ms</source>
        <translation>カメラ: {where}、ラベル{n}枚、読めないもの{unknown}、{ms} ms</translation>
    </message>
    <message>
        <source>Empty mat</source>
        <extracomment>the calibration steps, as buttons: (step, text, tooltip)</extracomment>
        <translation>空のマット</translation>
    </message>
    <message>
        <source>Step 1: with no card on the mat, the mat learns each sensor&apos;s empty level</source>
        <translation>手順1: マットにカードがない状態で、各センサーの空の値を覚えます</translation>
    </message>
    <message>
        <source>Cards on every zone</source>
        <translation>全ゾーンにカード</translation>
    </message>
    <message>
        <source>Step 2: with a card lying sideways on every zone, the mat sets each sensor&apos;s thresholds</source>
        <translation>手順2: 全ゾーンにカードを横向きに置いた状態で、各センサーのしきい値を決めます</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>工場出荷時</translation>
    </message>
    <message>
        <source>Forget the calibration: the factory&apos;s thresholds again</source>
        <translation>キャリブレーションを消して、工場出荷時のしきい値に戻します</translation>
    </message>
    <message>
        <source>Playmat — devices</source>
        <translation>Playmat — デバイス</translation>
    </message>
    <message>
        <source>found automatically (USB) — or a port such as /dev/ttyACM0</source>
        <translation>自動検出（USB） — または /dev/ttyACM0 のようなポート</translation>
    </message>
    <message>
        <source>Simulated mat (no hardware needed)</source>
        <translation>シミュレーションのマット（ハードウェア不要）</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Mat layout</source>
        <translation>マットのレイアウト</translation>
    </message>
    <message>
        <source>0 for the first webcam, a video file, a folder of images, or &apos;sim&apos;</source>
        <translation>最初のWebカメラは0、動画ファイル、画像のフォルダ、または sim</translation>
    </message>
    <message>
        <source>Start camera</source>
        <translation>カメラ開始</translation>
    </message>
    <message>
        <source>Sensor mat</source>
        <translation>センサーマット</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>Table cameras</source>
        <translation>テーブルのカメラ</translation>
    </message>
    <message>
        <source>Table camera</source>
        <translation>テーブルのカメラ</translation>
    </message>
    <message>
        <source>Playmat — devices of the table</source>
        <extracomment>a calibration step the mat has not finished after this long has failed Qt&apos;s translation (context ``Devices``), by the name its tools look for</extracomment>
        <translation>Playmat — テーブルのデバイス</translation>
    </message>
    <message>
        <source>Calibrate the sensors</source>
        <translation>センサーのキャリブレーション</translation>
    </message>
    <message>
        <source>Connect the mat first. 1: take every card off, then Empty mat. 2: a card sideways on every zone, then Cards on every zone.</source>
        <translation>まずマットを接続してください。1: カードをすべて取り除き、「空のマット」。2: 全ゾーンにカードを横向きに置き、「全ゾーンにカード」。</translation>
    </message>
    <message>
        <source>Connect the mat first.</source>
        <translation>まずマットを接続してください。</translation>
    </message>
    <message>
        <source>Cannot calibrate now: {reason}. Wait until the mat is ready.</source>
        <translation>今はキャリブレーションできません: {reason}。マットの準備ができるまでお待ちください。</translation>
    </message>
    <message>
        <source>Calibrating… keep your hands off the mat.</source>
        <translation>キャリブレーション中… マットに手を触れないでください。</translation>
    </message>
    <message>
        <source>The mat did not answer the calibration: is it still connected?</source>
        <translation>マットがキャリブレーションに応答しません: 接続されていますか？</translation>
    </message>
    <message>
        <source>camera: cannot open {source}: {reason}</source>
        <translation>カメラ: {source}を開けません: {reason}</translation>
    </message>
    <message>
        <source>Stop camera</source>
        <translation>カメラ停止</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>切断</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>this zone&apos;s sensor keeps changing: its readings are ignored until it is still</source>
        <translation>このゾーンのセンサーは値が変わり続けています: 落ち着くまで読み取りを無視します</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>ゾーン</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>向き</translation>
    </message>
    <message>
        <source>not connected</source>
        <extracomment>Qt&apos;s translation (context ``Devices``), by the name its tools look for the zones&apos; names as the mat prints them</extracomment>
        <translation>接続されていません</translation>
    </message>
    <message>
        <source>ready</source>
        <extracomment>Qt&apos;s translation (context ``Devices``), by the name its tools look for the states&apos; words (marked for translation; a device&apos;s own state name otherwise)</extracomment>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>no picture yet</source>
        <translation>映像はまだありません</translation>
    </message>
    <message>
        <source>mat not found: are its markers in view?</source>
        <translation>マットが見つかりません: マーカーが映っていますか？</translation>
    </message>
    <message>
        <source>{w}×{h} · {where} · 1 label read · {unknown} unreadable · {ms} ms</source>
        <translation>{w}×{h} · {where} · ラベル1枚を読み取り · 読めないもの{unknown} · {ms} ms</translation>
    </message>
    <message>
        <source>{w}×{h} · {where} · {n} labels read · {unknown} unreadable · {ms} ms</source>
        <translation>{w}×{h} · {where} · ラベル{n}枚を読み取り · 読めないもの{unknown} · {ms} ms</translation>
    </message>
    <message>
        <source>Table mode opened no camera (the simulated table reads no frames).</source>
        <translation>テーブルモードはカメラを開いていません（シミュレーションのテーブルは映像を読みません）。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong: {error}

The details are in the log file.</source>
        <extracomment>The window&apos;s size when it first opens on a screen of this size (see :func:`window_size`), and the size of a screenshot without a real screen. With --screenshot and --game, bots play this many turns first, so that the picture shows a game in progress.</extracomment>
        <translation>問題が起きました: {error}

詳細はログファイルにあります。</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>Hand</source>
        <extracomment>zones no mat layout draws (a hand, a soul under a card, the tokens not in play), in words</extracomment>
        <translation>手札</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>Soul (center)</source>
        <translation>ソウル（センター）</translation>
    </message>
    <message>
        <source>Soul (left)</source>
        <translation>ソウル（レフト）</translation>
    </message>
    <message>
        <source>Soul (right)</source>
        <translation>ソウル（ライト）</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <translation>ゲームから除外</translation>
    </message>
    <message>
        <source>Token supply</source>
        <translation>トークン置場</translation>
    </message>
    <message>
        <source>standing</source>
        <extracomment>orientations in words</extracomment>
        <translation>スタンド</translation>
    </message>
    <message>
        <source>rested</source>
        <translation>レスト</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>リバース</translation>
    </message>
    <message>
        <source>damage</source>
        <extracomment>the numbers :func:`totals` names, the players&apos; counters and a fight&apos;s additions, in words</extracomment>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>クロック</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>ストック</translation>
    </message>
    <message>
        <source>life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>エナジー</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>soul</source>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>refresh point</source>
        <translation>リフレッシュポイント</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>シールド</translation>
    </message>
    <message>
        <source>combo</source>
        <translation>コンボ</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>face down</source>
        <extracomment>How many option labels the decision line lists before &quot;+N more&quot;. the card&apos;s name, stats and rules text, for a tooltip card stats in the words players use (a stat not listed reads with spaces for underscores) keywords whose printed names are not their words title-cased</extracomment>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>{card} (face down)</source>
        <translation>{card}（裏向き）</translation>
    </message>
    <message>
        <source>{n} face down</source>
        <translation>裏向き{n}枚</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>カード1枚</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>カードの下</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>消滅</translation>
    </message>
    <message>
        <source>until end of battle</source>
        <extracomment>how long a lasting effect lasts (:class:`engine.timing.Duration`&apos;s words), in words</extracomment>
        <translation>バトル終了時まで</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>ターン終了時まで</translation>
    </message>
    <message>
        <source>until end of opponent&apos;s turn</source>
        <translation>次の相手のターン終了時まで</translation>
    </message>
    <message>
        <source>while its source stays</source>
        <translation>発生源が残っている間</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>ゲーム終了まで</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>Qt&apos;s translation, by the name its tools look for what the engine calls a card its reader may not see (``Game.label``)</extracomment>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>Markers ({position})</source>
        <extracomment>the translation context of the mat&apos;s labels: ``mat:vanguard`` (the same English label may take other words in another game) the cards&apos; names in the language in place, by their English names (and that language)</extracomment>
        <translation>マーカー（{position}）</translation>
    </message>
    <message>
        <source>Turn {n}: {player}</source>
        <translation>ターン{n}: {player}</translation>
    </message>
    <message>
        <source>{player} chose</source>
        <translation>{player}が選んだ</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>{player} loses: {reason}</source>
        <translation>{player}の敗北: {reason}</translation>
    </message>
    <message>
        <source>Game over: draw ({reason})</source>
        <translation>ゲーム終了: 引き分け（{reason}）</translation>
    </message>
    <message>
        <source>{card} is now {how}</source>
        <translation>{card}は{how}になった</translation>
    </message>
    <message>
        <source>{player}&apos;s {zone} shuffled</source>
        <translation>{player}の{zone}をシャッフル</translation>
    </message>
    <message>
        <source>{zone} shuffled</source>
        <translation>{zone}をシャッフル</translation>
    </message>
    <message>
        <source>ends: {effect}</source>
        <translation>終了: {effect}</translation>
    </message>
    <message>
        <source>{effect} ({duration})</source>
        <translation>{effect}（{duration}）</translation>
    </message>
    <message>
        <source>lost: {reason}</source>
        <translation>敗北: {reason}</translation>
    </message>
    <message>
        <source>{total}: {active} active, {rested} rested</source>
        <translation>{total}（アクティブ{active}、レスト{rested}）</translation>
    </message>
    <message>
        <source>Attack: {attack} → {target} (no power compared)</source>
        <translation>アタック: {attack} → {target}（パワー比較なし）</translation>
    </message>
    <message>
        <source>Attack: {attack} → {player} directly</source>
        <translation>アタック: {attack} → {player}に直接</translation>
    </message>
    <message>
        <source>Attack: {attackers}, Power {power} vs {target}, Defense {defense}</source>
        <translation>アタック: {attackers}、パワー{power} 対 {target}、ディフェンス{defense}</translation>
    </message>
    <message>
        <source>Attack: {attack} vs {defence}</source>
        <translation>アタック: {attack} 対 {defence}</translation>
    </message>
    <message>
        <source>First turn: {limit}</source>
        <translation>先攻1ターン目: {limit}</translation>
    </message>
    <message>
        <source>Before the first turn · {phase}</source>
        <translation>最初のターンの前 · {phase}</translation>
    </message>
    <message>
        <source>Turn {n} · {phase} · {player}&apos;s turn</source>
        <translation>ターン{n} · {phase} · {player}のターン</translation>
    </message>
    <message>
        <source>Players {first} and {last}</source>
        <translation>プレイヤー{first}と{last}</translation>
    </message>
    <message>
        <source>Game over: a draw</source>
        <translation>ゲーム終了: 引き分け</translation>
    </message>
    <message>
        <source>Game over: {players} wins</source>
        <translation>ゲーム終了: {players}の勝ち</translation>
    </message>
    <message>
        <source>Game over: {players} win</source>
        <translation>ゲーム終了: {players}の勝ち</translation>
    </message>
    <message>
        <source> · +{n} more</source>
        <translation> · ほか{n}件</translation>
    </message>
    <message>
        <source>{player} to decide: {prompt}</source>
        <translation>{player}が選択: {prompt}</translation>
    </message>
</context>
<context>
    <name>Kiosk</name>
    <message>
        <source>A PIN is {n} digits or more.</source>
        <extracomment>Qt&apos;s translation (context ``Kiosk``), by the name its tools look for PBKDF2-SHA256 iterations of a new PIN hash (OWASP&apos;s figure; 0.25 s a try on one core of an AMD EPYC server) the iterations of a hash stored without them (Playmat before PINs of 6 digits) a PIN hash in one line: ``pbkdf2-sha256$ITERATIONS$SALT$HASH`` (salt and hash in hex) the staff PIN an administrator may give the kiosk (see :func:`read_pin_file`) wrong staff PINs in a row before PIN entry is locked how long the first lock of PIN entry lasts, in seconds (each next lock in a row twice the one before) the longest lock of PIN entry, in seconds</extracomment>
        <translation>PINは{n}桁以上です。</translation>
    </message>
    <message>
        <source>Too easy to guess: choose another PIN.</source>
        <translation>推測されやすいPINです: 別のPINにしてください。</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s}秒</translation>
    </message>
    <message>
        <source>{m} min {s} s</source>
        <translation>{m}分{s}秒</translation>
    </message>
    <message>
        <source>{m} min</source>
        <translation>{m}分</translation>
    </message>
    <message>
        <source>{h} h {m} min</source>
        <translation>{h}時間{m}分</translation>
    </message>
    <message>
        <source>{h} h</source>
        <translation>{h}時間</translation>
    </message>
    <message>
        <source>(cannot read {file}: {reason})</source>
        <extracomment>Qt&apos;s translation (context ``Kiosk``), by the name its tools look for</extracomment>
        <translation>（{file}を読めません: {reason}）</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>counts a lock down on screen, once a second the message line counts a lock down</extracomment>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Too many wrong PINs. Try again in {wait}.</source>
        <translation>PINの誤りが多すぎます。{wait}後にもう一度お試しください。</translation>
    </message>
    <message>
        <source>Staff PIN</source>
        <extracomment>the right PIN was entered
----------
the new PIN is stored</extracomment>
        <translation>スタッフPIN</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>スタッフ</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <extracomment>the right PIN was shorter than a new PIN may be (set by an older Playmat)</extracomment>
        <translation>PINが違います。もう一度入力してください。</translation>
    </message>
    <message>
        <source>Change the staff PIN</source>
        <translation>スタッフPINの変更</translation>
    </message>
    <message>
        <source>Set the staff PIN</source>
        <translation>スタッフPINの設定</translation>
    </message>
    <message>
        <source>Type the current PIN, then the new one twice: {n} digits or more.</source>
        <translation>現在のPINを入力し、新しいPIN（{n}桁以上）を2回入力してください。</translation>
    </message>
    <message>
        <source>This kiosk has no staff PIN yet. Choose one of {n} digits or more (not one digit repeated, nor digits in a row) and type it twice. Staff enter it to open the staff menu (hold a corner of the screen for 2 s, or press Ctrl+Alt+S). The demo games start once it is set.</source>
        <translation>このキオスクにはスタッフPINがまだありません。{n}桁以上のPIN（同じ数字の繰り返しや連番は不可）を決めて2回入力してください。スタッフはこのPINでスタッフメニューを開きます（画面の隅を2秒長押し、またはCtrl+Alt+S）。設定するとデモゲームが始まります。</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>現在のPIN</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>新しいPIN</translation>
    </message>
    <message>
        <source>New PIN again</source>
        <translation>新しいPIN（確認）</translation>
    </message>
    <message>
        <source>The two new PINs differ. Type them again.</source>
        <translation>2つの新しいPINが一致しません。もう一度入力してください。</translation>
    </message>
    <message>
        <source>Type the current PIN first.</source>
        <translation>先に現在のPINを入力してください。</translation>
    </message>
    <message>
        <source>That is not the current PIN.</source>
        <translation>現在のPINではありません。</translation>
    </message>
    <message>
        <source>Staff menu</source>
        <extracomment>the games on show were changed (their ids) staff asked to close Playmat</extracomment>
        <translation>スタッフメニュー</translation>
    </message>
    <message>
        <source>Show these games</source>
        <extracomment>the dialog that changes the PIN, while it is open</extracomment>
        <translation>これらのゲームを表示</translation>
    </message>
    <message>
        <source>Change PIN…</source>
        <translation>PINを変更…</translation>
    </message>
    <message>
        <source>The PIN is set by the machine&apos;s administrator in {file}.</source>
        <translation>PINはこの機器の管理者が{file}で設定しています。</translation>
    </message>
    <message>
        <source>This PIN is shorter than {n} digits: change it to one of {n} digits or more.</source>
        <translation>このPINは{n}桁未満です: {n}桁以上のPINに変更してください。</translation>
    </message>
    <message>
        <source>Exit Playmat</source>
        <translation>Playmatを終了</translation>
    </message>
    <message>
        <source>Back to the kiosk</source>
        <translation>キオスクに戻る</translation>
    </message>
    <message>
        <source>&lt;b&gt;Games on show&lt;/b&gt;</source>
        <translation>&lt;b&gt;表示するゲーム&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Log&lt;/b&gt; ({file})</source>
        <translation>&lt;b&gt;ログ&lt;/b&gt;（{file}）</translation>
    </message>
    <message>
        <source>Choose at least one game.</source>
        <translation>ゲームを1つ以上選んでください。</translation>
    </message>
    <message>
        <source>On show: {games}</source>
        <translation>表示中: {games}</translation>
    </message>
    <message>
        <source>The PIN was changed.</source>
        <translation>PINを変更しました。</translation>
    </message>
    <message>
        <source>Touch to play</source>
        <extracomment>Qt&apos;s translation (context ``Kiosk``), by the name its tools look for</extracomment>
        <translation>タッチしてプレイ</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度プレイ</translation>
    </message>
    <message>
        <source>Tap here</source>
        <extracomment>where to point, in this widget&apos;s coordinates (None: nowhere) finds the target again before each frame (cards move when the game changes)</extracomment>
        <translation>ここをタップ</translation>
    </message>
    <message>
        <source>Back to the demo games</source>
        <translation>デモゲームに戻る</translation>
    </message>
    <message>
        <source>You won!</source>
        <extracomment>Qt&apos;s translation (context ``Kiosk``), by the name its tools look for how long a corner must be held to ask for the PIN the size of the corners that open the PIN dialog on a long press, in pixels journal events in the attract loop&apos;s caption (the newest one largest) the events a caption tells: what happened in sentences, turns and phases, and the moves no sentence tells (a draw); not the answers nor the effects&apos; bookkeeping the guided demo&apos;s ending screen goes back to the attract loop after this long Actions of the main window that stay on in kiosk mode (answering only).</extracomment>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>ナイスゲーム！</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ask staff for a {game} deck&lt;/b&gt; and play it for real.</source>
        <extracomment>ATTRACT or VISITOR the index in ``games`` of the game on show the seeds of the games on show come from ``seed`` (a soak, a test), else from :mod:`secrets` the dialog that sets the kiosk&apos;s first staff PIN the scripted answers of a guided demo come one per tick the guided demo&apos;s ending screen goes back to the attract loop the guided demo in progress (None: none, or a free goldfish game) the visitor&apos;s next answer in the demo, and the decision it answers a wrong tap was made on this guided step</extracomment>
        <translation>&lt;b&gt;スタッフに{game}のデッキをお尋ねください&lt;/b&gt;。本物のカードで遊べます。</translation>
    </message>
    <message>
        <source>Ask staff for a deck to take home.</source>
        <translation>お持ち帰り用のデッキはスタッフにお尋ねください。</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>ステップ {n}/{total}</translation>
    </message>
    <message>
        <source>Not that one: tap what the blue frame shows.</source>
        <translation>そこではありません: 青い枠が示すところをタップしてください。</translation>
    </message>
    <message>
        <source>Well done! The demo plays the rest of the game for you…</source>
        <translation>よくできました！ 残りはデモが進めます…</translation>
    </message>
    <message>
        <source>Your opponent is playing…</source>
        <translation>相手がプレイ中…</translation>
    </message>
    <message>
        <source>The demo plays for you…</source>
        <translation>デモが代わりにプレイ中…</translation>
    </message>
    <message>
        <source>Your move: {prompt}</source>
        <translation>あなたの番: {prompt}</translation>
    </message>
    <message>
        <source>Choices are framed in gold.</source>
        <translation>選べるものは金色の枠で囲まれています。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>{player} (the computer) is playing…</source>
        <translation>{player}（コンピューター）がプレイ中…</translation>
    </message>
    <message>
        <source>Now showing: {game} · two computer players</source>
        <translation>ただいまデモ中: {game} · コンピューター同士の対戦</translation>
    </message>
</context>
<context>
    <name>ManualMenu</name>
    <message>
        <source>&amp;Stand</source>
        <extracomment>Qt&apos;s translation (context ``ManualMenu``), by the name its tools look for</extracomment>
        <translation>スタンド(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Rest</source>
        <translation>レスト(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;verse</source>
        <translation>リバース(&amp;V)</translation>
    </message>
    <message>
        <source>Markers: {zone}</source>
        <extracomment>zones under a card, by the start of their name (``marker_cs_left``): under the place the mat names</extracomment>
        <translation>マーカー: {zone}</translation>
    </message>
    <message>
        <source>Soul: {zone}</source>
        <translation>ソウル: {zone}</translation>
    </message>
    <message>
        <source>Under other cards</source>
        <extracomment>zones neither a mat nor the shared words name (DBS 11-3: cards below others; a token gone)</extracomment>
        <translation>カードの下</translation>
    </message>
    <message>
        <source>Gone (tokens)</source>
        <translation>消滅（トークン）</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>（あなた）</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>{card} — by hand</source>
        <translation>{card} — 手動</translation>
    </message>
    <message>
        <source>&amp;Move to</source>
        <translation>移動先(&amp;M)</translation>
    </message>
    <message>
        <source>Turn face &amp;down</source>
        <translation>裏向きにする(&amp;D)</translation>
    </message>
    <message>
        <source>Turn face &amp;up</source>
        <translation>表向きにする(&amp;U)</translation>
    </message>
    <message>
        <source>Counters — by hand</source>
        <translation>カウンター — 手動</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>マーカー</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>{card} can go there in several ways: choose one in the prompt</source>
        <extracomment>Qt&apos;s translation (context ``Notices``: the game window&apos;s status line), by the name its tools look for</extracomment>
        <translation>{card}をそこに置く方法は複数あります: プロンプトで選んでください</translation>
    </message>
    <message>
        <source>Wait: another player is deciding</source>
        <translation>お待ちください: ほかのプレイヤーが選んでいます</translation>
    </message>
    <message>
        <source>{card} is not a choice now ({question})</source>
        <translation>{card}は今は選べません（{question}）</translation>
    </message>
    <message>
        <source>{card}: choose where (marked in blue) or what in the prompt; Esc lets it go</source>
        <translation>{card}: 置く場所（青枠）かプロンプトの選択肢を選んでください。Escで選択をやめます</translation>
    </message>
    <message>
        <source>{card}: choose what in the prompt; Esc lets it go</source>
        <translation>{card}: プロンプトの選択肢を選んでください。Escで選択をやめます</translation>
    </message>
    <message>
        <source>Choose at most {n}; click a chosen one to put it back</source>
        <extracomment>options of a card tried on a copy of the game to learn where they put it, at most</extracomment>
        <translation>選べるのは{n}枚までです。選んだカードをクリックすると戻せます</translation>
    </message>
    <message>
        <source>{choice} would do nothing now: {why}.</source>
        <translation>{choice}は今は何も起こりません: {why}。</translation>
    </message>
    <message>
        <source>{card} would do nothing now: go ahead anyway, or think again</source>
        <translation>{card}は今は何も起こりません: そのまま行うか、考え直してください</translation>
    </message>
    <message>
        <source>There is nothing to pass here</source>
        <translation>ここでパスできるものはありません</translation>
    </message>
    <message>
        <source>Nothing to decide now: right-click a card to move it by hand</source>
        <translation>今は選ぶものがありません: 右クリックでカードを手動で動かせます</translation>
    </message>
    <message>
        <source>{card} cannot go to {zone} now. It can go to: {zones}.</source>
        <translation>{card}は今は{zone}に置けません。置ける場所: {zones}。</translation>
    </message>
    <message>
        <source>{card} cannot go to {zone} now. Choose what to do with it in the prompt.</source>
        <translation>{card}は今は{zone}に置けません。プロンプトで行うことを選んでください。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{card} cannot move now: {question}</source>
        <translation>{card}は今は動かせません: {question}</translation>
    </message>
    <message>
        <source>That card</source>
        <translation>そのカード</translation>
    </message>
    <message>
        <source>Could not start a game of {game}:
{error}</source>
        <extracomment>Qt&apos;s translation (context ``Notices``: the game window&apos;s status line), by the name its tools look for</extracomment>
        <translation>{game}のゲームを始められませんでした:
{error}</translation>
    </message>
    <message>
        <source>Could not open the game:
{error}</source>
        <translation>ゲームを開けませんでした:
{error}</translation>
    </message>
    <message>
        <source>This game was saved by another version of Playmat: it was replayed under the current rules</source>
        <translation>このゲームは別のバージョンのPlaymatで保存されました: 現在のルールで再現しました</translation>
    </message>
    <message>
        <source>Not done: {why}</source>
        <translation>行えませんでした: {why}</translation>
    </message>
    <message>
        <source>Done by hand (logged)</source>
        <translation>手動で行いました（ログに記録）</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>元に戻しました</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>やり直しました</translation>
    </message>
    <message>
        <source>Playmat&apos;s rules failed on that answer (details in the log); the game is kept as it was before it:</source>
        <extracomment>how a card gets to a place: the option, and the place to choose next if it asks one Said when the rules code fails on an answer (the session keeps the game as it was before it).</extracomment>
        <translation>Playmatのルール処理がその答えで失敗しました（詳細はログに記録）。ゲームは答える前の状態のままです:</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <extracomment>a new session replaced the previous one (new game, open, resume, restart, undo) the game moved on (answers, manual moves) the picked answer of a multi-choice decision changed the seat shown on screen changed (hot-seat hand-over) the screen must be handed to another person before going on (hot-seat) a card was pointed at on the mat or in the hand (its iid) for the zoom panel something went wrong; the argument is a message for people a short message for the status bar (an illegal drop, a saved file...) &quot;play to end&quot; of a watched game started or stopped the autosave file cannot be written (why), or can again (&quot;&quot;) time given to the bots per slice a failed autosave is tried again this often (ms), besides after every change keys picked so far for a cards/order decision a hot-seat hand-over is waiting for the next person to confirm the card clicked when it has several options (where to put it?) a watched game plays on by itself table mode: the deciding player shows the names of their hidden cards on the shared screen (the others look away) until the game moves on a choice that would do nothing now, waiting for a second yes: (its key, why in words) the zone and phase words of the game shown (made again for another game) a pause on each card revealed from a deck while the game moves on by itself a bot that thinks for a while (the strong bot) thinks off the GUI thread</extracomment>
        <translation>{path}に保存しました</translation>
    </message>
    <message>
        <source>Could not save the game to {path}:
{why}</source>
        <translation>ゲームを{path}に保存できませんでした:
{why}</translation>
    </message>
    <message>
        <source>Player {n} is thinking…</source>
        <extracomment>the bot&apos;s answer was given: the game moved on the bot&apos;s answer was not given (the game moved on while it thought) the thinking or the answer failed: why, in words the bot started thinking: what to show in the status bar the window&apos;s session now (an answer thought for another is dropped) the session whose bot thinks now (None: no bot thinks)</extracomment>
        <translation>プレイヤー{n}が考えています…</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>Click</source>
        <extracomment>rule numbers in the primer, readable on the cover&apos;s dark blue Qt&apos;s translation (context ``Overlays``), by the name its tools look for</extracomment>
        <translation>クリック</translation>
    </message>
    <message>
        <source>choose a highlighted card, zone or button</source>
        <translation>光っているカード、ゾーン、ボタンを選ぶ</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>ドラッグ</translation>
    </message>
    <message>
        <source>put a card where it should go (illegal drops go back)</source>
        <translation>カードを置き場所へ（置けない場所なら戻ります）</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>右クリック</translation>
    </message>
    <message>
        <source>move, turn or flip a card by hand; change counters</source>
        <translation>カードを手動で動かす、向きを変える、裏返す。カウンターを変える</translation>
    </message>
    <message>
        <source>Hover / long press</source>
        <translation>ポイント／長押し</translation>
    </message>
    <message>
        <source>show a card in the zoom panel</source>
        <translation>カードを拡大表示に出す</translation>
    </message>
    <message>
        <source>The cards in hand stay hidden until the next player is in front of the screen.</source>
        <translation>次のプレイヤーが画面の前に来るまで、手札は隠したままにします。</translation>
    </message>
    <message>
        <source>Pass the screen to {player}</source>
        <translation>画面を{player}に渡してください</translation>
    </message>
    <message>
        <source>I am {player}: show my cards (Enter)</source>
        <translation>{player}です: 手札を見せる（Enter）</translation>
    </message>
    <message>
        <source>Keys and mouse</source>
        <extracomment>the link under the mouse: a click there opens it, elsewhere closes the cover</extracomment>
        <translation>キーとマウス</translation>
    </message>
    <message>
        <source>F1 or Esc closes this.</source>
        <translation>F1またはEscで閉じます。</translation>
    </message>
    <message>
        <source>A rule number opens the rule in your copy of the rules.</source>
        <translation>ルール番号を押すと、お手元のルールのその項目を開きます。</translation>
    </message>
</context>
<context>
    <name>QtBarChart</name>
    <message>
        <source>No data yet</source>
        <translation>まだデータがありません</translation>
    </message>
</context>
<context>
    <name>QtDeckBuilder</name>
    <message>
        <source>none yet: choose a card and press G (or drag it here)</source>
        <extracomment>what an empty section of the deck says</extracomment>
        <translation>まだありません: カードを選んでGを押す（またはここにドラッグ）</translation>
    </message>
    <message>
        <source>none: drag cards here for between games</source>
        <translation>なし: ゲーム間に入れ替えるカードをここにドラッグ</translation>
    </message>
    <message>
        <source>New deck</source>
        <extracomment>results listed at most (a search narrows them) the keys that add the card chosen in the results, and take one copy of the card chosen in the deck away the key that makes the chosen card the Gate Master changes Undo takes back at most the card view&apos;s picture of the card, pixels wide the modes &quot;Play this deck&quot; offers a saved deck file to play, and the mode (goldfish, vsbot, hotseat)</extracomment>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <source>Deck builder — {game}</source>
        <extracomment>the deck&apos;s text when it was last saved or opened, and whether closing has warned of changes since</extracomment>
        <translation>デッキ構築 — {game}</translation>
    </message>
    <message>
        <source>Search: name, id, text… or power&gt;=8000, level&lt;=1, clan:ember, color:red</source>
        <translation>検索: カード名、番号、テキスト… または power&gt;=8000、level&lt;=1、clan:ember、color:red</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>グリッド(&amp;G)</translation>
    </message>
    <message>
        <source>The cards found as a grid of faces (Ctrl+G)</source>
        <translation>見つかったカードを絵柄の一覧で表示（Ctrl+G）</translation>
    </message>
    <message>
        <source>Choose a card to see it whole.</source>
        <translation>カードを選ぶと全体を表示します。</translation>
    </message>
    <message>
        <source>Drag cards here from the results, between sections, or back out to take a copy away</source>
        <translation>検索結果からここへカードをドラッグ。区分の間でも移動でき、外へドラッグすると1枚減らします</translation>
    </message>
    <message>
        <source>&amp;Add a copy (+)</source>
        <translation>1枚追加(&amp;A)（+）</translation>
    </message>
    <message>
        <source>Re&amp;move a copy (-)</source>
        <translation>1枚減らす(&amp;M)（-）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take the last change to the deck back (Ctrl+Z)</source>
        <translation>デッキへの最後の変更を取り消す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>S&amp;ort</source>
        <translation>並べ替え(&amp;O)</translation>
    </message>
    <message>
        <source>Each section by card type, then grade, level or cost, then name</source>
        <translation>区分ごとにカードの種類、グレード・レベル・コスト、名前の順に並べ替え</translation>
    </message>
    <message>
        <source>Make Gate &amp;Master (G)</source>
        <translation>ゲートマスターにする(&amp;M)（G）</translation>
    </message>
    <message>
        <source>The chosen card becomes the deck&apos;s one Gate Master ({rule})</source>
        <translation>選んだカードをデッキの唯一のゲートマスターにする（{rule}）</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Print &amp;labels…</source>
        <translation>ラベル印刷(&amp;L)…</translation>
    </message>
    <message>
        <source>QR sleeve labels for every copy, so table mode follows this deck (PDF)</source>
        <translation>1枚ごとのQRスリーブラベル。テーブルモードでこのデッキを追跡できます（PDF）</translation>
    </message>
    <message>
        <source>Pas&amp;te a list…</source>
        <translation>リストを貼り付け(&amp;T)…</translation>
    </message>
    <message>
        <source>A deck list copied from elsewhere: &apos;4 Card Name&apos; or &apos;4x Card Name&apos; a line (Ctrl+Shift+V)</source>
        <translation>他からコピーしたデッキリスト: 1行に「4 カード名」または「4x カード名」（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>テキストでコピー(&amp;C)</translation>
    </message>
    <message>
        <source>The deck list as players paste it, &apos;4 Card Name&apos; a line, to the clipboard</source>
        <translation>デッキリストを1行に「4 カード名」の形でクリップボードへ</translation>
    </message>
    <message>
        <source>&amp;Play this deck</source>
        <translation>このデッキで対戦(&amp;P)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>デッキ名</translation>
    </message>
    <message>
        <source>{n}+ card(s) — narrow the search</source>
        <extracomment>the card shown whole, with its picture the deck before each change, the last last the &quot;Paste a list&quot; dialog last opened</extracomment>
        <translation>{n}枚以上 — 検索を絞り込んでください</translation>
    </message>
    <message>
        <source>{n} card(s)</source>
        <translation>{n}枚</translation>
    </message>
    <message>
        <source>{card}  ({n} in deck)</source>
        <translation>{card}  （デッキに{n}枚）</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>取り消す変更はありません。</translation>
    </message>
    <message>
        <source>none yet: drag a card here</source>
        <translation>まだありません: ここにカードをドラッグ</translation>
    </message>
    <message>
        <source>Double-click a card found, press Enter, or drag it here.</source>
        <translation>見つかったカードをダブルクリック、Enter、またはここにドラッグ。</translation>
    </message>
    <message>
        <source>{n} cards in the main deck</source>
        <translation>メインデッキ{n}枚</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n}枚</translation>
    </message>
    <message>
        <source>A legal deck</source>
        <translation>構築条件を満たすデッキ</translation>
    </message>
    <message>
        <source>Not a legal deck yet: {problem}</source>
        <translation>まだ構築条件を満たしていません: {problem}</translation>
    </message>
    <message>
        <source>The list is on the clipboard, one &apos;4 Card Name&apos; a line.</source>
        <translation>リストをクリップボードにコピーしました（1行に「4 カード名」）。</translation>
    </message>
    <message>
        <source>This deck has changes not saved: Save (Ctrl+S) keeps them; Close again leaves them.</source>
        <translation>このデッキには保存していない変更があります: 保存（Ctrl+S）で残し、もう一度閉じると破棄します。</translation>
    </message>
    <message>
        <source>Read {file} as a pasted list; Save keeps it in Playmat&apos;s format.</source>
        <translation>{file}を貼り付けたリストとして読み込みました。保存するとPlaymatの形式で残ります。</translation>
    </message>
    <message>
        <source>Open a deck list</source>
        <translation>デッキリストを開く</translation>
    </message>
    <message>
        <source>Deck lists ({patterns});;All files (*)</source>
        <translation>デッキリスト ({patterns});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Could not save {file}: {reason}</source>
        <translation>{file}を保存できませんでした: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>{file}に保存しました</translation>
    </message>
    <message>
        <source>Save the deck list</source>
        <translation>デッキリストを保存</translation>
    </message>
    <message>
        <source>Deck lists ({patterns});;Cockatrice decks ({cod})</source>
        <translation>デッキリスト ({patterns});;Cockatriceデッキ ({cod})</translation>
    </message>
    <message>
        <source>Could not print the labels: {reason}</source>
        <translation>ラベルを印刷できませんでした: {reason}</translation>
    </message>
    <message>
        <source>{n} labels on {pages} page(s): {file}</source>
        <translation>ラベル{n}枚、{pages}ページ: {file}</translation>
    </message>
    <message>
        <source>Print the sleeve labels</source>
        <translation>スリーブラベルを印刷</translation>
    </message>
</context>
<context>
    <name>QtHandView</name>
    <message>
        <source>{player}&apos;s hand ({n})</source>
        <translation>{player}の手札（{n}枚）</translation>
    </message>
</context>
<context>
    <name>QtLogPanel</name>
    <message>
        <source>All</source>
        <extracomment>Lines kept on screen; older ones scroll away (the journal itself keeps all). the kinds in words (the kinds themselves are the English words)</extracomment>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Turns and phases</source>
        <translation>ターンとフェイズ</translation>
    </message>
    <message>
        <source>Card moves</source>
        <translation>カードの移動</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Game notes</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>手動</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt; &lt;small&gt;(rule numbers on hover; double-click opens the rule)&lt;/small&gt;</source>
        <extracomment>text, kind, rule journal events already worded the row shown on each line of the text the log follows the newest line unless the player scrolled back (scrolling to the bottom again follows again)</extracomment>
        <translation>&lt;b&gt;ゲームログ&lt;/b&gt; &lt;small&gt;（ポイントでルール番号、ダブルクリックでルールを開く）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Filter the log…</source>
        <translation>ログを絞り込む…</translation>
    </message>
    <message>
        <source>Rule {rule} (double-click to read it)</source>
        <translation>ルール {rule}（ダブルクリックで読む）</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>ルール {rule}</translation>
    </message>
</context>
<context>
    <name>QtMainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>the pauses on a revealed card offered in the View menu (seconds; 0: off) no greatest size (Qt&apos;s QWIDGETSIZE_MAX) the zoom panel&apos;s height on a screen less than 700 pixels high the hand&apos;s least and greatest height, in pixels actions kept off whatever the game&apos;s state (kiosk mode locks the ones that leave the game) the numbers of the attack under way the Language menu&apos;s entries: &quot;&quot; follows the system&apos;s language</extracomment>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>スタート画面に戻る</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>ゲームを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>&amp;Save game as…</source>
        <translation>名前を付けてゲームを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>このゲームをファイルに保存</translation>
    </message>
    <message>
        <source>&amp;Restart (same seed)</source>
        <translation>やり直す（同じシード）(&amp;R)</translation>
    </message>
    <message>
        <source>Play this game again from the start</source>
        <translation>このゲームを最初からもう一度</translation>
    </message>
    <message>
        <source>Restart with a new &amp;seed</source>
        <translation>新しいシードでやり直す(&amp;S)</translation>
    </message>
    <message>
        <source>A new shuffle, the same decks</source>
        <translation>同じデッキで新しくシャッフル</translation>
    </message>
    <message>
        <source>C&amp;oncede</source>
        <translation>投了(&amp;O)</translation>
    </message>
    <message>
        <source>The player on screen concedes</source>
        <translation>画面のプレイヤーが投了する</translation>
    </message>
    <message>
        <source>Re&amp;play a saved game…</source>
        <translation>保存したゲームをリプレイ(&amp;P)…</translation>
    </message>
    <message>
        <source>Watch a saved game step by step</source>
        <translation>保存したゲームを一手ずつ見る</translation>
    </message>
    <message>
        <source>Replay: step &amp;back</source>
        <translation>リプレイ: 一手戻る(&amp;B)</translation>
    </message>
    <message>
        <source>One answer back</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <source>Replay: step &amp;forward</source>
        <translation>リプレイ: 一手進む(&amp;F)</translation>
    </message>
    <message>
        <source>One answer forward</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <source>Replay: to the start</source>
        <translation>リプレイ: 最初へ</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>最初に戻る</translation>
    </message>
    <message>
        <source>Replay: to the end</source>
        <translation>リプレイ: 最後へ</translation>
    </message>
    <message>
        <source>On to the end</source>
        <translation>最後まで進む</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Close Playmat (the game is saved)</source>
        <translation>Playmatを閉じる（ゲームは保存されます）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Back to your previous decision</source>
        <translation>ひとつ前の選択に戻る</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Forward again</source>
        <translation>もう一度進む</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>決定(&amp;C)</translation>
    </message>
    <message>
        <source>Confirm the chosen cards / I am ready</source>
        <translation>選んだカードで決定／準備完了</translation>
    </message>
    <message>
        <source>&amp;Pass / end the phase</source>
        <translation>パス／フェイズ終了(&amp;P)</translation>
    </message>
    <message>
        <source>Answer with the choice that does nothing</source>
        <translation>何もしない選択肢で答える</translation>
    </message>
    <message>
        <source>C&amp;lear the choice</source>
        <translation>選択を解除(&amp;L)</translation>
    </message>
    <message>
        <source>Take back the chosen cards</source>
        <translation>選んだカードを戻す</translation>
    </message>
    <message>
        <source>&amp;Zoom the card</source>
        <translation>カードを拡大(&amp;Z)</translation>
    </message>
    <message>
        <source>Show the card zoom larger</source>
        <translation>カードの拡大表示を大きくする</translation>
    </message>
    <message>
        <source>&amp;Bigger cards</source>
        <translation>カードを大きく(&amp;B)</translation>
    </message>
    <message>
        <source>Bigger cards in the hand</source>
        <translation>手札のカードを大きくする</translation>
    </message>
    <message>
        <source>S&amp;maller cards</source>
        <translation>カードを小さく(&amp;M)</translation>
    </message>
    <message>
        <source>Smaller cards in the hand</source>
        <translation>手札のカードを小さくする</translation>
    </message>
    <message>
        <source>Deck &amp;statistics…</source>
        <translation>デッキ統計(&amp;S)…</translation>
    </message>
    <message>
        <source>Play many bot games of your deck</source>
        <translation>あなたのデッキでボット同士に何度も対戦させる</translation>
    </message>
    <message>
        <source>&amp;Devices…</source>
        <translation>デバイス(&amp;D)…</translation>
    </message>
    <message>
        <source>Connect the sensor mat (or a simulated one) and watch what it reports</source>
        <translation>センサーマット（またはシミュレーション）をつなぎ、その報告を見る</translation>
    </message>
    <message>
        <source>&amp;Step (watch)</source>
        <translation>一手進める（観戦）(&amp;S)</translation>
    </message>
    <message>
        <source>Let the deciding bot answer once</source>
        <translation>選択中のボットに一度だけ答えさせる</translation>
    </message>
    <message>
        <source>Play to &amp;end (watch)</source>
        <translation>最後まで進める（観戦）(&amp;E)</translation>
    </message>
    <message>
        <source>Let the bots play on / stop</source>
        <translation>ボットに続けさせる／止める</translation>
    </message>
    <message>
        <source>&amp;View the next seat</source>
        <translation>次の席から見る(&amp;V)</translation>
    </message>
    <message>
        <source>Watch mode: look from the next seat</source>
        <translation>観戦モード: 次の席の視点で見る</translation>
    </message>
    <message>
        <source>&amp;Keys and help</source>
        <translation>キー一覧とヘルプ(&amp;K)</translation>
    </message>
    <message>
        <source>List every key</source>
        <translation>すべてのキーを一覧にする</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>サウンド(&amp;S)</translation>
    </message>
    <message>
        <source>Sound when it is your turn to decide</source>
        <translation>あなたが選ぶ番になったら音を鳴らす</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Pause on revealed cards</source>
        <translation>公開されたカードで一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>How long a drive, damage or trigger check stays on screen when the game goes on by itself</source>
        <translation>ゲームが自動で進むとき、ドライブチェック・ダメージチェック・トリガーチェックを画面に表示しておく時間</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>クリックで続ける</translation>
    </message>
    <message>
        <source>Could not open the game:
{problem}</source>
        <translation>ゲームを開けませんでした:
{problem}</translation>
    </message>
    <message>
        <source>{holder}, so it cannot be played here.

Replay it here instead (read-only)?</source>
        <translation>{holder}ため、ここではプレイできません。

代わりにここでリプレイしますか（読み取り専用）？</translation>
    </message>
    <message>
        <source>Could not start table mode:
{problem}</source>
        <translation>テーブルモードを開始できませんでした:
{problem}</translation>
    </message>
    <message>
        <source>Playmat games ({patterns});;All files (*)</source>
        <translation>Playmatのゲーム ({patterns});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>保存したゲームをリプレイ</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Playmat games ({patterns})</source>
        <translation>Playmatのゲーム ({patterns})</translation>
    </message>
    <message>
        <source>Stop (&amp;E)</source>
        <translation>停止(&amp;E)</translation>
    </message>
    <message>
        <source>Playmat — {game} · {mode} (seed {seed})</source>
        <translation>Playmat — {game} · {mode}（シード {seed}）</translation>
    </message>
    <message>
        <source> · replay, answer {n} of {total} (← →)</source>
        <translation> · リプレイ {total}手中{n}手目（← →）</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>（あなた）</translation>
    </message>
</context>
<context>
    <name>QtMatView</name>
    <message>
        <source>Dropped off the mat: the card goes back</source>
        <extracomment>the depth of the strip along each player&apos;s own edge, with their name (scene units) below this many pixels wide, cards on the mat cover the zone labels and grow the font size of each player&apos;s totals beside the mat (scene units), and the room kept for them milliseconds a press must last to show the card in the zoom panel (touch) maps a global point to the zone key under it (set by the window)</extracomment>
        <translation>マットの外に置かれました: カードは元に戻ります</translation>
    </message>
    <message>
        <source>card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>the card size when cards cover the zone labels (small screens) each seat&apos;s side of the mat (zones only) and whether it is at the bottom each seat&apos;s totals, beside its side of the mat the arrows of the attack under way</extracomment>
        <translation>（あなた）</translation>
    </message>
</context>
<context>
    <name>QtOnlineWindow</name>
    <message>
        <source>A deck file…</source>
        <translation>デッキファイル…</translation>
    </message>
    <message>
        <source>Play this deck</source>
        <translation>このデッキで対戦</translation>
    </message>
    <message>
        <source>Choose the deck you play:</source>
        <translation>使うデッキを選んでください:</translation>
    </message>
    <message>
        <source>{deck} (demo deck)</source>
        <translation>{deck}（デモデッキ）</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>あなたのデッキ</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.cod)</source>
        <translation>デッキリスト (*.txt *.cod)</translation>
    </message>
    <message>
        <source>Cannot read {path}: {why}</source>
        <translation>{path}を読み込めません: {why}</translation>
    </message>
    <message>
        <source>Sent: the game starts when the referee has checked it…</source>
        <translation>送信しました: 審判が確認するとゲームが始まります…</translation>
    </message>
    <message>
        <source>Playmat — online game {game}</source>
        <extracomment>a seat at the sensor mat (the referee says so): its devices (``sim``: their simulators) and sync&apos;s banner (:mod:`desktop.online_table`)</extracomment>
        <translation>Playmat — オンライン対戦 {game}</translation>
    </message>
    <message>
        <source>Send this code to Player 2:</source>
        <translation>このコードをプレイヤー2に送ってください:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>A bot plays for the absent player</source>
        <translation>不在のプレイヤーをボットに代わらせる</translation>
    </message>
    <message>
        <source>The absent player concedes</source>
        <translation>不在のプレイヤーの投了とする</translation>
    </message>
    <message>
        <source>{game} online — you are {player}</source>
        <translation>{game} オンライン — あなたは{player}</translation>
    </message>
    <message>
        <source>{game} online — you are watching</source>
        <translation>{game} オンライン — 観戦中</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}, {phase}</source>
        <translation>ターン{turn}: {player}、{phase}</translation>
    </message>
    <message>
        <source>Choose the deck you play above: the game starts when it is accepted.</source>
        <translation>上で使うデッキを選んでください: 受け付けられるとゲームが始まります。</translation>
    </message>
    <message>
        <source>The game starts when {players} has chosen a deck.</source>
        <translation>{players}がデッキを選ぶとゲームが始まります。</translation>
    </message>
    <message>
        <source>Waiting for the referee to start the game…</source>
        <translation>審判がゲームを始めるのを待っています…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>away</source>
        <translation>不在</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>未参加</translation>
    </message>
    <message>
        <source>left after the end</source>
        <translation>終了後に退出</translation>
    </message>
    <message>
        <source> (a bot plays)</source>
        <translation>（ボットが代行）</translation>
    </message>
    <message>
        <source>the game starts when {players} has chosen a deck</source>
        <translation>{players}がデッキを選ぶとゲームが始まります</translation>
    </message>
    <message>
        <source>referee: {state}</source>
        <translation>審判: {state}</translation>
    </message>
    <message>
        <source>You are not connected: connecting again…</source>
        <translation>接続が切れています: 再接続中…</translation>
    </message>
    <message>
        <source>The broker refused this code: {why}</source>
        <translation>ブローカーがこのコードを拒否しました: {why}</translation>
    </message>
    <message>
        <source>The game does not check out: {why}</source>
        <translation>ゲームの検証に失敗しました: {why}</translation>
    </message>
    <message>
        <source>Checked: the shuffles came from the seed committed to at the start, and the game replays to every view you were shown.</source>
        <translation>検証済み: シャッフルは開始時にコミットされたシードによるもので、ゲームを再現すると表示されたすべての画面と一致します。</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>{player}を待っています…</translation>
    </message>
</context>
<context>
    <name>QtPasteDialog</name>
    <message>
        <source>Paste a deck list — {game}</source>
        <extracomment>problems listed at most (a list in another game&apos;s names would list every line) every line named a card: the deck they make</extracomment>
        <translation>デッキリストを貼り付け — {game}</translation>
    </message>
    <message>
        <source>Paste the list here, one card a line: &lt;b&gt;4 Card Name&lt;/b&gt;, &lt;b&gt;4x Card Name&lt;/b&gt; or &lt;b&gt;4 CARD-ID&lt;/b&gt;; headers such as &lt;b&gt;Main deck:&lt;/b&gt;, &lt;b&gt;Leader:&lt;/b&gt;, &lt;b&gt;Gate Master:&lt;/b&gt; or &lt;b&gt;Sideboard (12)&lt;/b&gt; put the cards under them in that section. The list takes the place of the deck being built.</source>
        <translation>ここにリストを貼り付けてください。1行に1種類ずつ「&lt;b&gt;4 カード名&lt;/b&gt;」「&lt;b&gt;4x カード名&lt;/b&gt;」「&lt;b&gt;4 カード番号&lt;/b&gt;」の形で書きます。「&lt;b&gt;メインデッキ:&lt;/b&gt;」「&lt;b&gt;リーダー:&lt;/b&gt;」「&lt;b&gt;ゲートマスター:&lt;/b&gt;」「&lt;b&gt;サイドボード (12)&lt;/b&gt;」のような見出しの下のカードは、その区分に入ります。組んでいるデッキはこのリストに置き換わります。</translation>
    </message>
    <message>
        <source>Main deck (50)
4x Card Name
4 Another Card
…</source>
        <translation>メインデッキ (50)
4x カード名
4 別のカード名
…</translation>
    </message>
    <message>
        <source>&amp;Use this list</source>
        <translation>このリストを使う(&amp;U)</translation>
    </message>
    <message>
        <source>Read the list into the builder (Ctrl+Enter)</source>
        <translation>リストをデッキ構築に読み込む（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Nothing was read; the deck is as it was.</source>
        <translation>何も読み込んでいません。デッキは元のままです。</translation>
    </message>
    <message>
        <source>… and {n} more</source>
        <translation>… ほか{n}件</translation>
    </message>
    <message>
        <source>Read {lines} lines, {cards} cards.</source>
        <translation>{lines}行、{cards}枚を読み込みました。</translation>
    </message>
</context>
<context>
    <name>QtPromptPanel</name>
    <message>
        <source>Tap the choices in the order they should happen (first one first); tap one again to take it back.</source>
        <extracomment>Qt&apos;s translation, by the name its tools look for</extracomment>
        <translation>起こる順に選択肢をタップしてください（最初のものから）。もう一度タップすると取り消します。</translation>
    </message>
    <message>
        <source>Click the choices in the order they should happen (first one first); click one again to take it back.</source>
        <translation>起こる順に選択肢をクリックしてください（最初のものから）。もう一度クリックすると取り消します。</translation>
    </message>
    <message>
        <source>{least} to {most}</source>
        <translation>{least}～{most}枚</translation>
    </message>
    <message>
        <source>up to {most}</source>
        <translation>{most}枚まで</translation>
    </message>
    <message>
        <source>Choose {want}: tap cards on the mat or below, then Confirm.</source>
        <translation>{want}を選んでください: マットか下のカードをタップして、決定。</translation>
    </message>
    <message>
        <source>Choose {want}: click cards on the mat or below, then Confirm (Enter).</source>
        <translation>{want}を選んでください: マットか下のカードをクリックして、決定（Enter）。</translation>
    </message>
    <message>
        <source>Choose what to do: a button below, or a highlighted card (then where it goes).</source>
        <translation>行動を選んでください: 下のボタンか、光っているカード（次に置き場所）。</translation>
    </message>
    <message>
        <source>Choose what to do: a button below, or a highlighted card (drag it to its place).</source>
        <translation>行動を選んでください: 下のボタンか、光っているカード（置き場所へドラッグ）。</translation>
    </message>
    <message>
        <source>Choose a card: tap it on the mat, in your hand or below.</source>
        <translation>カードを選んでください: マット、手札、または下でタップ。</translation>
    </message>
    <message>
        <source>Choose a card: click it on the mat, in your hand or below.</source>
        <translation>カードを選んでください: マット、手札、または下でクリック。</translation>
    </message>
    <message>
        <source>Choose a place: tap a highlighted zone on the mat, or a button below.</source>
        <translation>場所を選んでください: マットの光っている場所か、下のボタンをタップ。</translation>
    </message>
    <message>
        <source>Choose a place: click a highlighted zone on the mat, or a button below.</source>
        <translation>場所を選んでください: マットの光っている場所か、下のボタンをクリック。</translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation>はいかいいえで答えてください。</translation>
    </message>
    <message>
        <source>Choose a number.</source>
        <translation>数を選んでください。</translation>
    </message>
    <message>
        <source>Choose how to pay.</source>
        <translation>支払い方を選んでください。</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>ひとつ選んでください。</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <extracomment>the most lines a choice takes on a touch screen, where no tooltip shows the rest the least height of a button on a touch screen, in millimetres (a fingertip) the room left and right of a choice&apos;s words in its button (pixels) option buttons made when the panel is built (more are made if a question needs them) a touch screen (the kiosk): taps, not keys, and buttons a fingertip can hit</extracomment>
        <translation>決定(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>解除(&amp;L)</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>ゲームなし</translation>
    </message>
    <message>
        <source>{player} to decide</source>
        <translation>{player}の選択</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>ルール {rule}</translation>
    </message>
    <message>
        <source>Replay: answer {n} of {total}</source>
        <translation>リプレイ: {total}手中{n}手目</translation>
    </message>
    <message>
        <source>Next: {player}: {prompt}</source>
        <translation>次: {player}: {prompt}</translation>
    </message>
    <message>
        <source>The end of the game.</source>
        <translation>ゲームの終わりです。</translation>
    </message>
    <message>
        <source>← and → step through the game, Home and End jump to its start and end.</source>
        <translation>← と → で一手ずつ、Home と End で最初と最後へ。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N) or restart this one (Ctrl+R).</source>
        <translation>新しいゲーム（Ctrl+N）か、このゲームをやり直し（Ctrl+R）。</translation>
    </message>
    <message>
        <source>Pass the screen</source>
        <translation>画面を渡してください</translation>
    </message>
    <message>
        <source>{player} is next.</source>
        <translation>次は{player}です。</translation>
    </message>
    <message>
        <source>{player} (computer) is playing</source>
        <translation>{player}（コンピューター）がプレイ中</translation>
    </message>
    <message>
        <source>Watch mode: Space plays one answer, E plays on.</source>
        <translation>観戦モード: Spaceで一手、Eで続けて進む。</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>解除</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Hide {player}&apos;s cards again</source>
        <translation>{player}のカードをまた隠す</translation>
    </message>
    <message>
        <source>Show {player}&apos;s cards by name ({others}, look away)</source>
        <translation>{player}のカード名を表示（{others}は見ないで）</translation>
    </message>
    <message>
        <source>Go ahead anyway</source>
        <translation>このまま進める</translation>
    </message>
    <message>
        <source>Go ahead anyway (Enter)</source>
        <translation>このまま進める（Enter）</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>考え直す</translation>
    </message>
    <message>
        <source>Think again (Esc)</source>
        <translation>考え直す（Esc）</translation>
    </message>
    <message>
        <source>{confirm} ({n} chosen)</source>
        <translation>{confirm}（{n}枚選択）</translation>
    </message>
</context>
<context>
    <name>QtRemoteModel</name>
    <message>
        <source>Game of {ruleset} started ({players} players; the seed is revealed when the game ends)</source>
        <extracomment>the session&apos;s mode of a remote seat (neither hot-seat nor watching bots) another seat&apos;s question is not this seat&apos;s to read the seat&apos;s index on the mat (a spectator sees the mat from Player 1&apos;s side) the index of the view whose question is shown (what an answer answers) the index of the view last answered (no second answer to it) the seat&apos;s count of logs dropped for another when the log was last read</extracomment>
        <translation>{ruleset}のゲーム開始（{players}人、シードはゲーム終了時に公開）</translation>
    </message>
    <message>
        <source>Moves by hand are not part of an online game: the referee plays by the rules</source>
        <translation>オンライン対戦では手動で動かせません: 審判がルールどおりに進行します</translation>
    </message>
</context>
<context>
    <name>QtStartScreen</name>
    <message>
        <source>Play a card game on screen with its rules enforced: alone, or with friends on one screen.</source>
        <extracomment>how a player plays an online game&apos;s seat: on screen, or at the sensor mat (real, or simulated) the digits of the largest seed (:data:`~desktop.session.MAX_SEED`) the chosen game, ready to start a saved game to resume (path) &quot;Open saved game…&quot; was chosen (the window shows the file dialog) against a bot: how strong it is how this machine&apos;s player plays the seat it hosts or joins: on screen, or with paper cards on the sensor mat (or its simulators) the online games&apos; windows, kept while they are open</extracomment>
        <translation>ルールどおりにカードゲームを画面で遊ぶ: ひとりで、または友達と1つの画面で。</translation>
    </message>
    <message>
        <source> (unavailable)</source>
        <translation>（利用不可）</translation>
    </message>
    <message>
        <source>Simulated sensor mat and camera (no hardware)</source>
        <translation>シミュレーションのセンサーマットとカメラ（機材なし）</translation>
    </message>
    <message>
        <source>Easy: it slips now and then</source>
        <translation>やさしい: ときどきミスをする</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Strong: it plays its answers out</source>
        <translation>強い: 答えを先まで読んで選ぶ</translation>
    </message>
    <message>
        <source>How strong the bot is</source>
        <translation>ボットの強さ</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>The same game, decks and seed always deal the same cards</source>
        <translation>同じゲーム・デッキ・シードなら、いつも同じカードが配られます</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>ゲーム開始(&amp;S)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>&amp;Build a deck…</source>
        <translation>デッキを組む(&amp;B)…</translation>
    </message>
    <message>
        <source>Every card of the game, searched as you type; the deck-construction rules checked as you build</source>
        <translation>ゲームの全カードを入力しながら検索。デッキ構築ルールは組みながら確認されます</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>保存したゲームを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <source>Host o&amp;nline game</source>
        <translation>オンライン対戦を開く(&amp;N)</translation>
    </message>
    <message>
        <source>Play the game and decks chosen at the left with someone on another machine: gives a code to send</source>
        <translation>左で選んだゲームとデッキで、別のコンピューターの相手と対戦します（送るためのコードが表示されます）</translation>
    </message>
    <message>
        <source>invitation code (PMI1-…)</source>
        <translation>招待コードを貼り付け</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>参加(&amp;J)</translation>
    </message>
    <message>
        <source>My seat:</source>
        <translation>自分の席:</translation>
    </message>
    <message>
        <source>On screen</source>
        <translation>画面でプレイ</translation>
    </message>
    <message>
        <source>Table (paper cards on the sensor mat)</source>
        <translation>テーブル（センサーマットで紙のカード）</translation>
    </message>
    <message>
        <source>Table, simulated sensor mat and camera</source>
        <translation>テーブル（シミュレーションのセンサーマットとカメラ）</translation>
    </message>
    <message>
        <source>At the table, the referee follows your paper cards on the sensor mat; the other player plays on screen</source>
        <translation>テーブルでは、センサーマット上のあなたの紙のカードをレフェリーが追跡します。相手は画面でプレイします</translation>
    </message>
    <message>
        <source>Recent games (double-click to open):</source>
        <translation>最近のゲーム（ダブルクリックで開く）:</translation>
    </message>
    <message>
        <source>F1 lists the keys. In a game: Enter confirms, P passes, Ctrl+Z undoes, right-click moves a card by hand.</source>
        <translation>F1でキー一覧。ゲーム中: Enterで決定、Pでパス、Ctrl+Zで元に戻す、右クリックでカードを手動で動かす。</translation>
    </message>
    <message>
        <source>{game} cannot be loaded: {problem}</source>
        <translation>{game}を読み込めません: {problem}</translation>
    </message>
    <message>
        <source>{deck} (demo)</source>
        <translation>{deck}（デモ）</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>ファイル…</translation>
    </message>
    <message>
        <source>Open a deck list file (one card a line: 4 VGD-014 Blaze Squire)</source>
        <translation>デッキリストのファイルを開く（1行に1種: 4 VGD-014 Blaze Squire）</translation>
    </message>
    <message>
        <source>Player {n}&apos;s deck</source>
        <translation>プレイヤー{n}のデッキ</translation>
    </message>
    <message>
        <source>Open a deck list</source>
        <translation>デッキリストを開く</translation>
    </message>
    <message>
        <source>Deck lists ({patterns});;All files (*)</source>
        <translation>デッキリスト ({patterns});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Resume: {game}</source>
        <extracomment>files named under the list, at most</extracomment>
        <translation>再開(&amp;R): {game}</translation>
    </message>
    <message>
        <source>… and {n} more (see the log)</source>
        <translation>…ほか{n}件（ログを参照）</translation>
    </message>
    <message>
        <source>Not listed, not a saved game Playmat can read:</source>
        <translation>Playmatが読める保存ゲームではないため一覧にないもの:</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to {most} (or empty: a random one).</source>
        <translation>シードは0から{most}までの整数です（空欄ならランダム）。</translation>
    </message>
</context>
<context>
    <name>QtStatsDialog</name>
    <message>
        <source>Deck statistics</source>
        <translation>デッキ統計</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>Plays games of your deck with bots in both seats.</source>
        <translation>両方の席をボットにして、あなたのデッキで対戦させます。</translation>
    </message>
    <message>
        <source>Opening hand: chance to hold at least one copy</source>
        <translation>初手: 1枚以上持っている確率</translation>
    </message>
    <message>
        <source>Games won, by your turns taken</source>
        <translation>勝ったゲーム（自分のターン数別）</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Deck statistics — {game}</source>
        <translation>デッキ統計 — {game}</translation>
    </message>
    <message>
        <source>Playing {n} games…</source>
        <translation>{n}ゲームを対戦中…</translation>
    </message>
    <message>
        <source>The statistics stopped on an error: {problem}</source>
        <translation>エラーで統計が止まりました: {problem}</translation>
    </message>
    <message>
        <source>Cancelled after {games} games of {deck}: won {wins} ({rate}), {errors} errors; won in {turns} of your turns on average.</source>
        <translation>{deck}で{games}ゲーム後にキャンセル: {wins}勝（{rate}）、エラー{errors}件。勝つまでの自分のターン数は平均{turns}。</translation>
    </message>
    <message>
        <source>Played {games} games of {deck}: won {wins} ({rate}), {errors} errors; won in {turns} of your turns on average.</source>
        <translation>{deck}で{games}ゲームを対戦: {wins}勝（{rate}）、エラー{errors}件。勝つまでの自分のターン数は平均{turns}。</translation>
    </message>
</context>
<context>
    <name>QtZoomPanel</name>
    <message>
        <source>Point at a card to see it here.</source>
        <extracomment>the zoom&apos;s height in pixels: the name, the type, the stats and a few lines of text</extracomment>
        <translation>カードをポイントすると、ここに表示されます。</translation>
    </message>
    <message>
        <source>, face down</source>
        <translation>、裏向き</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Rules: {game}</source>
        <extracomment>Qt&apos;s translation (context ``RulesViewer``), by the name its tools look for the document shown (None: a message instead) the rule cited last the block of the text each line of the document is shown in the block of the rule opened</extracomment>
        <translation>ルール: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Go to a rule: WS 8.6.2, DBS 8-5-3, or just 8.6.2</source>
        <translation>ルールへ移動: WS 8.6.2、DBS 8-5-3、または 8.6.2 だけでも</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>No rule number in {text}: write it as {examples}.</source>
        <translation>ルール番号がありません（{text}）: {examples} のように書いてください。</translation>
    </message>
    <message>
        <source>The rules document cannot be read: {error}</source>
        <translation>ルールの文書を読めません: {error}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rule}&lt;/b&gt; is not in {file}.</source>
        <translation>&lt;b&gt;{rule}&lt;/b&gt;は{file}にありません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rule}&lt;/b&gt; · {file}, line {n}</source>
        <translation>&lt;b&gt;{rule}&lt;/b&gt; · {file}、{n}行目</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rule}&lt;/b&gt; is not in {file}: the rule above it, &lt;b&gt;{above}&lt;/b&gt;, is shown.</source>
        <translation>&lt;b&gt;{rule}&lt;/b&gt;は{file}にありません: その前のルール&lt;b&gt;{above}&lt;/b&gt;を表示しています。</translation>
    </message>
</context>
<context>
    <name>SaveStatus</name>
    <message>
        <source>Not saved: {problem}. Retrying…</source>
        <extracomment>Qt&apos;s translation (context ``SaveStatus``), by the name its tools look for the box saying the game cannot be saved, while it is open</extracomment>
        <translation>保存されていません: {problem}。再試行中…</translation>
    </message>
    <message>
        <source>Playmat cannot write {path}; it keeps the game and tries again</source>
        <translation>Playmatは{path}に書き込めません。ゲームは保持したまま再試行します</translation>
    </message>
    <message>
        <source>Saved again: every move is in {path}</source>
        <translation>保存できました: すべての手が{path}にあります</translation>
    </message>
    <message>
        <source>Playmat cannot save this game to {path}:
{problem}.

Play goes on: Playmat keeps the whole game and saves all of it as soon as it can (after every move, and every few seconds). Or save it in another folder now.</source>
        <translation>Playmatはこのゲームを{path}に保存できません:
{problem}。

ゲームは続けられます: Playmatはゲーム全体を保持し、保存できるようになりしだいすべて保存します（毎手ごと、そして数秒ごとに試します）。または今、別のフォルダーに保存してください。</translation>
    </message>
    <message>
        <source>Choose another &amp;folder…</source>
        <translation>別のフォルダーを選ぶ(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>プレイを続ける(&amp;K)</translation>
    </message>
    <message>
        <source>Save this game in another folder</source>
        <translation>このゲームを別のフォルダーに保存</translation>
    </message>
    <message>
        <source>Saved to {path}: the game goes on being saved there</source>
        <translation>{path}に保存しました: 以後もそこに保存します</translation>
    </message>
    <message>
        <source>This game is not saved: {problem}.

Save it in another folder, or close and lose the moves since it was last saved?</source>
        <translation>このゲームは保存されていません: {problem}。

別のフォルダーに保存しますか？ それとも閉じて、最後に保存してからの手を失いますか？</translation>
    </message>
</context>
<context>
    <name>TableSync</name>
    <message>
        <source>, </source>
        <comment>table.sep.list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <comment>table.sep.steps</comment>
        <translation> / </translation>
    </message>
    <message>
        <source>{steps}</source>
        <comment>table.steps</comment>
        <translation>{steps}</translation>
    </message>
    <message>
        <source>The table matches the game.</source>
        <comment>table.in_sync</comment>
        <translation>テーブルとゲームが一致しています。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <comment>table.over</comment>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Table sync paused: {trouble}. Nothing is lost; it resumes when the device is back.</source>
        <comment>table.paused</comment>
        <translation>テーブルの同期を一時停止中: {trouble}。記録は失われません。デバイスが戻ると再開します。</translation>
    </message>
    <message>
        <source>The table shows several moves at once: one at a time, please.</source>
        <comment>table.several_at_once</comment>
        <translation>テーブルで複数の手が同時に行われています: 1手ずつお願いします。</translation>
    </message>
    <message>
        <source>The table does not match the game: {differences}</source>
        <comment>table.mismatch</comment>
        <translation>テーブルがゲームと一致しません: {differences}</translation>
    </message>
    <message>
        <source>Finish the move: {differences}</source>
        <comment>table.finish</comment>
        <translation>手を最後まで行ってください: {differences}</translation>
    </message>
    <message>
        <source>Finish the move: put the card where it goes.</source>
        <comment>table.finish_card</comment>
        <translation>手を最後まで行ってください: カードを置くべき場所に置いてください。</translation>
    </message>
    <message>
        <source>The table cannot show which card it was: choose it in the prompt.</source>
        <comment>table.blind.hidden</comment>
        <translation>どのカードだったかはテーブルでは分かりません: プロンプトで選んでください。</translation>
    </message>
    <message>
        <source>The table cannot show which card was chosen (it stays as it lies): choose it in the prompt.</source>
        <comment>table.blind.target</comment>
        <translation>どのカードが選ばれたかはテーブルでは分かりません（カードはそのままです）: プロンプトで選んでください。</translation>
    </message>
    <message>
        <source>The table cannot tell which cards were chosen: choose them in the prompt.</source>
        <comment>table.buried</comment>
        <translation>どのカードが選ばれたかはテーブルでは分かりません: プロンプトで選んでください。</translation>
    </message>
    <message>
        <source>Several moves match the table: which one was it?</source>
        <comment>table.several</comment>
        <translation>テーブルに合う手が複数あります: どの手でしたか？</translation>
    </message>
    <message>
        <source>{question} — so far: {chosen}. Put down any more, then confirm.</source>
        <comment>table.so_far</comment>
        <translation>{question} — ここまで: {chosen}。ほかにもあれば置いてから確定してください。</translation>
    </message>
    <message>
        <source>none</source>
        <comment>table.so_far.none</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>None of the listed moves: answer in the prompt (the cards you name are taken as the ones you have).</source>
        <comment>table.none_listed</comment>
        <translation>一覧のどの手でもありません: プロンプトで答えてください（指定したカードを手元のカードとして扱います）。</translation>
    </message>
    <message>
        <source>Undone: {step}.</source>
        <comment>table.undone</comment>
        <translation>取り消しました: {step}。</translation>
    </message>
    <message>
        <source>Undone: {step}. Put the table back: {differences}</source>
        <comment>table.undone_put_back</comment>
        <translation>取り消しました: {step}。テーブルを元に戻してください: {differences}</translation>
    </message>
    <message>
        <source>Playmat stopped looking for a move that explains the table after {n} tries: finish the move on the table, or answer in the prompt.</source>
        <comment>table.stopped</comment>
        <translation>{n}回試しても、テーブルを説明する手が見つからないため探すのをやめました: テーブルで手を最後まで行うか、プロンプトで答えてください。</translation>
    </message>
    <message>
        <source>Player {n}: show the card from your {src} in the {zone} zone</source>
        <comment>table.show_card</comment>
        <translation>プレイヤー{n}: {src}のカードを{zone}で公開してください</translation>
    </message>
    <message>
        <source>waiting for the sensor mat</source>
        <comment>table.trouble.waiting_mat</comment>
        <translation>センサーマットを待っています</translation>
    </message>
    <message>
        <source>waiting for the camera</source>
        <comment>table.trouble.waiting_camera</comment>
        <translation>カメラを待っています</translation>
    </message>
    <message>
        <source>the sensor mat is {state}</source>
        <comment>table.trouble.mat</comment>
        <translation>センサーマットが{state}です</translation>
    </message>
    <message>
        <source>the camera is {state}</source>
        <comment>table.trouble.camera</comment>
        <translation>カメラが{state}です</translation>
    </message>
    <message>
        <source>the sensor mat is {state} ({detail})</source>
        <comment>table.trouble.mat_detail</comment>
        <translation>センサーマットが{state}です（{detail}）</translation>
    </message>
    <message>
        <source>the camera is {state} ({detail})</source>
        <comment>table.trouble.camera_detail</comment>
        <translation>カメラが{state}です（{detail}）</translation>
    </message>
    <message>
        <source>disconnected</source>
        <comment>table.device.disconnected</comment>
        <translation>未接続</translation>
    </message>
    <message>
        <source>connecting</source>
        <comment>table.device.connecting</comment>
        <translation>接続中</translation>
    </message>
    <message>
        <source>ready</source>
        <comment>table.device.ready</comment>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>error</source>
        <comment>table.device.error</comment>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Player {n}&apos;s {zone}</source>
        <comment>table.where</comment>
        <translation>プレイヤー{n}の{zone}</translation>
    </message>
    <message>
        <source>{difference} (and {n} more)</source>
        <comment>table.more</comment>
        <translation>{difference}（ほか{n}件）</translation>
    </message>
    <message>
        <source>{where}: put {cards} there</source>
        <comment>table.diff.put</comment>
        <translation>{where}: {cards}を置いてください</translation>
    </message>
    <message>
        <source>{where}: take {cards} away</source>
        <comment>table.diff.take</comment>
        <translation>{where}: {cards}を取り除いてください</translation>
    </message>
    <message>
        <source>{where}: put {missing} there and take {extra} away</source>
        <comment>table.diff.put_take</comment>
        <translation>{where}: {missing}を置き、{extra}を取り除いてください</translation>
    </message>
    <message>
        <source>{where}: put {n} more card (the game has {want}, the table {seen})</source>
        <comment>table.diff.more_one</comment>
        <translation>{where}: カードをあと{n}枚置いてください（ゲームは{want}枚、テーブルは{seen}枚）</translation>
    </message>
    <message>
        <source>{where}: put {n} more cards (the game has {want}, the table {seen})</source>
        <comment>table.diff.more</comment>
        <translation>{where}: カードをあと{n}枚置いてください（ゲームは{want}枚、テーブルは{seen}枚）</translation>
    </message>
    <message>
        <source>{where}: take {n} card away (the game has {want}, the table {seen})</source>
        <comment>table.diff.fewer_one</comment>
        <translation>{where}: カードを{n}枚取り除いてください（ゲームは{want}枚、テーブルは{seen}枚）</translation>
    </message>
    <message>
        <source>{where}: take {n} cards away (the game has {want}, the table {seen})</source>
        <comment>table.diff.fewer</comment>
        <translation>{where}: カードを{n}枚取り除いてください（ゲームは{want}枚、テーブルは{seen}枚）</translation>
    </message>
    <message>
        <source>{where}: stand the card</source>
        <comment>table.diff.stand</comment>
        <translation>{where}: カードをスタンドしてください</translation>
    </message>
    <message>
        <source>{where}: rest the card</source>
        <comment>table.diff.rest</comment>
        <translation>{where}: カードをレストしてください</translation>
    </message>
    <message>
        <source>{where}: {moves}</source>
        <comment>table.diff.moves</comment>
        <translation>{where}: {moves}</translation>
    </message>
    <message>
        <source>{card} goes to Player {n}&apos;s {zone}</source>
        <comment>table.goes_to</comment>
        <translation>{card}はプレイヤー{n}の{zone}へ</translation>
    </message>
    <message>
        <source>Player {n}: {choices}</source>
        <comment>table.answer</comment>
        <translation>プレイヤー{n}: {choices}</translation>
    </message>
    <message>
        <source>{option} ({where})</source>
        <comment>table.answer.at</comment>
        <translation>{option}（{where}）</translation>
    </message>
    <message>
        <source>{move} ({where})</source>
        <comment>table.told_apart</comment>
        <translation>{move}（{where}）</translation>
    </message>
    <message>
        <source>Playmat stopped looking for a move that fits this answer after {n} tries: finish the move on the table first, or correct the game by hand.</source>
        <comment>table.refused.budget</comment>
        <translation>{n}回試しても、この答えに合う手が見つからないため探すのをやめました: 先にテーブルで手を最後まで行うか、ゲームを手動で修正してください。</translation>
    </message>
    <message>
        <source>the game moved on: that question is no longer open</source>
        <comment>table.refused.moved_on</comment>
        <translation>ゲームが先に進みました: その質問はもう終わっています</translation>
    </message>
    <message>
        <source>the game is over</source>
        <comment>table.refused.over</comment>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>{given} is not one of the choices of: {question}</source>
        <comment>table.refused.not_a_choice</comment>
        <translation>{given}は「{question}」の選択肢ではありません</translation>
    </message>
    <message>
        <source>no such choice</source>
        <comment>table.refused.no_choice</comment>
        <translation>その選択肢はありません</translation>
    </message>
    <message>
        <source>no move is being asked about</source>
        <comment>table.refused.not_asking</comment>
        <translation>どの手かを尋ねていません</translation>
    </message>
    <message>
        <source>nothing to undo: no step has been taken yet</source>
        <comment>table.refused.no_undo</comment>
        <translation>取り消せるものがありません: まだ何も行っていません</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Sync paused by the players: move cards freely, then Resume to read the table again.</source>
        <extracomment>how often the table is checked for a settled change (ms) a settle running in the background longer than this is shown (&quot;Reading the table…&quot;, ms) the mat LEDs for each sync state: (mode, colour)</extracomment>
        <translation>プレイヤーが同期を一時停止中: カードを自由に動かし、「再開」でテーブルを読み直します。</translation>
    </message>
    <message>
        <source>Waiting for the devices.</source>
        <extracomment>Qt&apos;s translation (context ``TableWindow``), by the name its tools look for sync reported (a :class:`~hardware.table.sync.Report`) a settle in the background has taken long (True) or is done (False) the worker&apos;s settle is done (delivered on the GUI thread)
----------
Qt&apos;s translation (context ``TableWindow``), by the name its tools look for the most candidates the chooser lists (keys 1-9) what the view shows: (the match, its journal length, the zones marked)</extracomment>
        <translation>デバイスを待っています。</translation>
    </message>
    <message>
        <source>Sync is paused: Resume first</source>
        <extracomment>the players paused sync (Pause sync / Resume) where the mat LEDs are lit (the devices&apos; set_led), if anywhere on-screen answers and moves applied by sync, newest last how long sync&apos;s last settle took (ms), for the bench settle on a worker thread (the window); False: on the caller&apos;s thread</extracomment>
        <translation>同期は一時停止中です: 先に再開してください</translation>
    </message>
    <message>
        <source>Sync stopped on an error ({error}); correct the game by hand.</source>
        <translation>エラーで同期が止まりました（{error}）。ゲームを手で直してください。</translation>
    </message>
    <message>
        <source>In sync</source>
        <extracomment>banner colours: (background, text)</extracomment>
        <translation>同期中</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>Which move?</source>
        <translation>どの手？</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>Fix the table</source>
        <translation>テーブルを直してください</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Several moves match the table — which one was it? (keys 1 to 9, 0: none)</source>
        <translation>複数の手がテーブルに合います — どれでしたか？（キー1～9、0: どれでもない）</translation>
    </message>
    <message>
        <source>0   None of these: answer in the prompt</source>
        <translation>0   どれでもない: 画面で答える</translation>
    </message>
    <message>
        <source>Calibration check</source>
        <extracomment>the zone being checked changed (None: the check is over) the check is over (done or skipped) the zones&apos; names in the players&apos; words what the camera last said of the markers (calibrated, labels read, simulated)</extracomment>
        <translation>キャリブレーションの確認</translation>
    </message>
    <message>
        <source>The zone named above is lit on the mat (and outlined in blue on screen). If the light is under that zone, press Looks right.</source>
        <translation>上に示したゾーンがマット上で光っています（画面では青い枠）。光がそのゾーンの下にあれば「合っている」を押してください。</translation>
    </message>
    <message>
        <source>&amp;Looks right</source>
        <translation>合っている(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;kip the check</source>
        <translation>確認をスキップ(&amp;K)</translation>
    </message>
    <message>
        <source>Camera: simulated — the corner markers need no check.</source>
        <translation>カメラ: シミュレーション — 四隅のマーカーの確認は不要です。</translation>
    </message>
    <message>
        <source>Camera: all four corner markers seen ✓ ({n} card labels read)</source>
        <translation>カメラ: 四隅のマーカーをすべて確認 ✓（カードのラベル{n}枚を読み取り）</translation>
    </message>
    <message>
        <source>Camera: looking for the four corner markers… keep the mat corners in view.</source>
        <translation>カメラ: 四隅のマーカーを探しています… マットの四隅が映るようにしてください。</translation>
    </message>
    <message>
        <source>Zone {n} of {total}: {player}&apos;s {zone}</source>
        <translation>ゾーン {n}/{total}: {player}の{zone}</translation>
    </message>
    <message>
        <source>Asked here: the table cannot show this choice. The cards it names lie as they did (which card is attacked or gets the power, where a card still on its way will go).</source>
        <extracomment>Qt&apos;s translation (context ``TableWindow``), by the name its tools look for why the players are asked (:attr:`Report.why`), said above the question</extracomment>
        <translation>ここで選んでください: この選択はテーブルでは示せません。対象のカードは置かれたままです（どのカードがアタックされるか、パワーを得るか、移動中のカードがどこへ行くか）。</translation>
    </message>
    <message>
        <source>Asked here: the table cannot show a yes or no that leaves the cards as they lie.</source>
        <translation>ここで選んでください: カードを動かさない「はい／いいえ」はテーブルでは示せません。</translation>
    </message>
    <message>
        <source>Asked here: the table cannot show the order chosen.</source>
        <translation>ここで選んでください: 選んだ順番はテーブルでは示せません。</translation>
    </message>
    <message>
        <source>Asked here: the table cannot show which card was chosen (face down, in a hand or a deck, or turned in a row of cards).</source>
        <translation>ここで選んでください: どのカードを選んだかはテーブルでは示せません（裏向き、手札や山札の中、または並んだカードの向き）。</translation>
    </message>
    <message>
        <source>Asked here: the cards chosen lie under others in a pile, where the camera reads only the top one.</source>
        <translation>ここで選んでください: 選んだカードは重なった下にあり、カメラは一番上しか読めません。</translation>
    </message>
    <message>
        <source>Asked here: the table cannot tell when you are done putting cards down.</source>
        <translation>ここで選んでください: カードを置き終えたかどうかはテーブルではわかりません。</translation>
    </message>
    <message>
        <source>Asked here: several moves leave the table as it is now, and Playmat could not read which one was made.</source>
        <translation>ここで選んでください: 複数の手が今のテーブルの状態になり、Playmatはどの手だったかを読み取れませんでした。</translation>
    </message>
    <message>
        <source>Answer here: none of the listed moves was the one made.</source>
        <translation>ここで答えてください: 一覧のどの手でもありませんでした。</translation>
    </message>
    <message>
        <source>The mat ignores a sensor that keeps changing (a card on the zone&apos;s edge) until it has been still for a second; meanwhile only the camera tells what lies there.</source>
        <translation>マットは値が変わり続けるセンサー（ゾーンの端にかかったカード）を1秒落ち着くまで無視します。その間はカメラだけがそこにあるものを読み取ります。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause sync</source>
        <translation>同期を一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>disconnected</source>
        <extracomment>a device&apos;s states as the table window says them</extracomment>
        <translation>未接続</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Playmat — {game} · table (seed {seed})</source>
        <extracomment>each device&apos;s kind and state, by its name the simulated players&apos; last move the question they made it for</extracomment>
        <translation>Playmat — {game} · テーブル（シード {seed}）</translation>
    </message>
    <message>
        <source>Take the revealed card as the game has it</source>
        <translation>公開したカードはゲームの記録どおりとする</translation>
    </message>
    <message>
        <source>When the camera cannot show it: the game&apos;s card is the one on the table</source>
        <translation>カメラで確かめられないとき: テーブルのカードをゲームの記録どおりのカードとします</translation>
    </message>
    <message>
        <source>&amp;Calibration check…</source>
        <translation>キャリブレーションの確認(&amp;C)…</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>選択肢{n}</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>テーブル(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Save game as…</source>
        <translation>名前を付けてゲームを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Confirm the chosen cards</source>
        <translation>選んだカードで決定(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pass / end the phase</source>
        <translation>パス／フェイズ終了(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Undo the last step</source>
        <translation>最後の手順を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>Pause / resume sync</source>
        <translation>同期の一時停止／再開</translation>
    </message>
    <message>
        <source>&amp;Devices: the cameras&apos; pictures…</source>
        <translation>デバイス: カメラの映像(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Close the table (the game is saved)</source>
        <translation>テーブルを閉じる（ゲームは保存されます）(&amp;C)</translation>
    </message>
    <message>
        <source>Applied: {moves}</source>
        <translation>反映: {moves}</translation>
    </message>
    <message>
        <source>Undone: {move}</source>
        <translation>取り消し: {move}</translation>
    </message>
    <message>
        <source>Done? Press 1 (or touch) when every card is down — 0 if these are not the cards</source>
        <translation>置き終えましたか？ すべて置いたら1（またはタッチ） — これらのカードでなければ0</translation>
    </message>
    <message>
        <source>Reading the table…</source>
        <translation>テーブルを読み取り中…</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>未検出</translation>
    </message>
    <message>
        <source>{player}&apos;s {zone} sensor faulty</source>
        <translation>{player}の{zone}のセンサー不調</translation>
    </message>
    <message>
        <source> (simulated)</source>
        <translation>（シミュレーション）</translation>
    </message>
    <message>
        <source>Sensor mat: {state}</source>
        <translation>センサーマット: {state}</translation>
    </message>
    <message>
        <source>Camera: {state}</source>
        <translation>カメラ: {state}</translation>
    </message>
    <message>
        <source>Simulated table</source>
        <extracomment>the simulated table&apos;s box and buttons, for their words</extracomment>
        <translation>シミュレーションのテーブル</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>次の手</translation>
    </message>
    <message>
        <source>Players make a random legal move on the simulated table</source>
        <translation>シミュレーションのテーブルでプレイヤーがランダムな合法手を指します</translation>
    </message>
    <message>
        <source>Bump a card</source>
        <translation>カードをずらす</translation>
    </message>
    <message>
        <source>A card knocked into the next zone</source>
        <translation>カードが隣のゾーンにずれます</translation>
    </message>
    <message>
        <source>Unplug camera</source>
        <translation>カメラを抜く</translation>
    </message>
    <message>
        <source>Unplug mat 3 s</source>
        <translation>マットを3秒抜く</translation>
    </message>
    <message>
        <source>The table is still reading the last move</source>
        <translation>テーブルはまだ前の手を読み取り中です</translation>
    </message>
    <message>
        <source>Plug camera back</source>
        <translation>カメラを戻す</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Playmat games ({pattern})</source>
        <translation>Playmatのゲーム ({pattern})</translation>
    </message>
</context>
<context>
    <name>cards:dbscg</name>
    <message>
        <source>leader</source>
        <translation>リーダー</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>extra</source>
        <translation>エクストラ</translation>
    </message>
    <message>
        <source>color</source>
        <translation>色</translation>
    </message>
    <message>
        <source>character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>traits</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>era</source>
        <translation>時代</translation>
    </message>
    <message>
        <source>power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>rarity</source>
        <translation>レアリティ</translation>
    </message>
    <message>
        <source>block</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>back name</source>
        <translation>裏面の名前</translation>
    </message>
    <message>
        <source>back character</source>
        <translation>裏面のキャラクター</translation>
    </message>
    <message>
        <source>back power</source>
        <translation>裏面のパワー</translation>
    </message>
    <message>
        <source>back text</source>
        <translation>裏面のテキスト</translation>
    </message>
    <message>
        <source>combo power</source>
        <translation>コンボパワー</translation>
    </message>
    <message>
        <source>combo cost</source>
        <translation>コンボコスト</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>specified</source>
        <translation>指定エナジー</translation>
    </message>
    <message>
        <source>keywords</source>
        <translation>キーワード</translation>
    </message>
    <message>
        <source>over realm</source>
        <translation>オーバーレルム</translation>
    </message>
    <message>
        <source>dark over realm</source>
        <translation>ダークオーバーレルム</translation>
    </message>
    <message>
        <source>evolve</source>
        <translation>進化</translation>
    </message>
    <message>
        <source>evolve kind</source>
        <translation>進化の種類</translation>
    </message>
    <message>
        <source>evolve cost</source>
        <translation>進化コスト</translation>
    </message>
    <message>
        <source>union fusion</source>
        <translation>ユニオン-フュージョン</translation>
    </message>
    <message>
        <source>union potara</source>
        <translation>ユニオン-ポタラ</translation>
    </message>
    <message>
        <source>union cost</source>
        <translation>ユニオンコスト</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>スワップ</translation>
    </message>
    <message>
        <source>swap cost</source>
        <translation>スワップコスト</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>ex</source>
        <translation>EX進化</translation>
    </message>
    <message>
        <source>xeno</source>
        <translation>ゼノ進化</translation>
    </message>
    <message>
        <source>Double Strike</source>
        <translation>ダブルストライク</translation>
    </message>
    <message>
        <source>Triple Strike</source>
        <translation>トリプルストライク</translation>
    </message>
    <message>
        <source>Quadruple Strike</source>
        <translation>クアドラプルストライク</translation>
    </message>
    <message>
        <source>Victory Strike</source>
        <translation>ビクトリーストライク</translation>
    </message>
    <message>
        <source>Dual Attack</source>
        <translation>デュアルアタック</translation>
    </message>
    <message>
        <source>Triple Attack</source>
        <translation>トリプルアタック</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation>ブロッカー</translation>
    </message>
    <message>
        <source>Super Combo</source>
        <translation>スーパーコンボ</translation>
    </message>
    <message>
        <source>Indestructible</source>
        <translation>不滅</translation>
    </message>
    <message>
        <source>Barrier</source>
        <translation>バリア</translation>
    </message>
    <message>
        <source>Ultimate</source>
        <translation>アルティメット</translation>
    </message>
    <message>
        <source>Warrior of Universe 7</source>
        <translation>第7宇宙の戦士</translation>
    </message>
    <message>
        <source>Deflect</source>
        <translation>デフレクト</translation>
    </message>
    <message>
        <source>Dragon Ball</source>
        <translation>ドラゴンボール</translation>
    </message>
    <message>
        <source>Revenge</source>
        <translation>リベンジ</translation>
    </message>
    <message>
        <source>Wormhole</source>
        <translation>ワームホール</translation>
    </message>
    <message>
        <source>side</source>
        <translation>面</translation>
    </message>
    <message>
        <source>front</source>
        <translation>表面</translation>
    </message>
    <message>
        <source>back</source>
        <translation>裏面</translation>
    </message>
</context>
<context>
    <name>cards:systemgate</name>
    <message>
        <source>gate</source>
        <translation>ゲート</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>item</source>
        <translation>アイテム</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>スペル</translation>
    </message>
    <message>
        <source>allows</source>
        <translation>使える惑星</translation>
    </message>
    <message>
        <source>starting energy</source>
        <translation>初期エナジー</translation>
    </message>
    <message>
        <source>life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>planet</source>
        <translation>惑星</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>リミット</translation>
    </message>
    <message>
        <source>power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>defense</source>
        <translation>ディフェンス</translation>
    </message>
    <message>
        <source>gm skill</source>
        <translation>ゲートマスタースキル</translation>
    </message>
    <message>
        <source>Gate Master value</source>
        <translation>ゲートマスター値</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>keywords</source>
        <translation>キーワード</translation>
    </message>
    <message>
        <source>finale</source>
        <translation>フィナーレ</translation>
    </message>
    <message>
        <source>vampire curse</source>
        <translation>ヴァンパイアカース</translation>
    </message>
    <message>
        <source>life bond</source>
        <translation>ライフボンド</translation>
    </message>
    <message>
        <source>token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>equip cost</source>
        <translation>装備コスト</translation>
    </message>
    <message>
        <source>union name</source>
        <translation>ユニオン名</translation>
    </message>
    <message>
        <source>union cost</source>
        <translation>ユニオンコスト</translation>
    </message>
    <message>
        <source>life cost</source>
        <translation>ライフコスト</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>neg life</source>
        <translation>ライフ減少</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>エナジー</translation>
    </message>
    <message>
        <source>mill</source>
        <translation>ミル</translation>
    </message>
    <message>
        <source>berserk</source>
        <translation>バーサーク</translation>
    </message>
    <message>
        <source>neg draw</source>
        <translation>ドロー妨害</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>ガード</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>アサルト</translation>
    </message>
    <message>
        <source>neg energy</source>
        <translation>エナジー減少</translation>
    </message>
    <message>
        <source>Dual Attack</source>
        <translation>デュアルアタック</translation>
    </message>
    <message>
        <source>Revenge</source>
        <translation>リベンジ</translation>
    </message>
    <message>
        <source>Penetrate</source>
        <translation>ペネトレイト</translation>
    </message>
    <message>
        <source>Slow Start</source>
        <translation>スロースタート</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>ムーブ</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Soulguard</source>
        <translation>ソウルガード</translation>
    </message>
    <message>
        <source>Vampire Curse</source>
        <translation>ヴァンパイアカース</translation>
    </message>
    <message>
        <source>Dive</source>
        <translation>ダイブ</translation>
    </message>
    <message>
        <source>Ghoststrike</source>
        <translation>ゴーストストライク</translation>
    </message>
    <message>
        <source>Gear Swap</source>
        <translation>ギアスワップ</translation>
    </message>
    <message>
        <source>Life Bond</source>
        <translation>ライフボンド</translation>
    </message>
    <message>
        <source>Combine</source>
        <translation>コンバイン</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>パイロット</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>ユニオン</translation>
    </message>
</context>
<context>
    <name>cards:vanguard</name>
    <message>
        <source>normal unit</source>
        <extracomment>stats whose values are names, shown as printed in every language stats whose values are the game&apos;s terms, translated in the game&apos;s context the words gathered for translation; the code reads them through :func:`game_term`</extracomment>
        <translation>ノーマルユニット</translation>
    </message>
    <message>
        <source>trigger unit</source>
        <translation>トリガーユニット</translation>
    </message>
    <message>
        <source>clan</source>
        <translation>クラン</translation>
    </message>
    <message>
        <source>race</source>
        <translation>種族</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>グレード</translation>
    </message>
    <message>
        <source>power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>シールド</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>トリガー</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>スタンド</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>ヒール</translation>
    </message>
    <message>
        <source>front</source>
        <translation>前列</translation>
    </message>
    <message>
        <source>over</source>
        <translation>オーバー</translation>
    </message>
    <message>
        <source>boost</source>
        <translation>ブースト</translation>
    </message>
    <message>
        <source>intercept</source>
        <translation>インターセプト</translation>
    </message>
    <message>
        <source>twin drive</source>
        <translation>ツインドライブ!!</translation>
    </message>
    <message>
        <source>restraint</source>
        <translation>レストレイン</translation>
    </message>
</context>
<context>
    <name>cards:weiss</name>
    <message>
        <source>character</source>
        <translation>キャラ</translation>
    </message>
    <message>
        <source>event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>climax</source>
        <translation>クライマックス</translation>
    </message>
    <message>
        <source>color</source>
        <translation>色</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>name struck</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>side</source>
        <translation>サイド</translation>
    </message>
    <message>
        <source>soul</source>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>traits</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>triggers</source>
        <translation>トリガー</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>weiss</source>
        <translation>ヴァイス</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>シュヴァルツ</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>ショット</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>プール</translation>
    </message>
    <message>
        <source>comeback</source>
        <translation>カムバック</translation>
    </message>
    <message>
        <source>return</source>
        <translation>リターン</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>スタンバイ</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>ゲート</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>トレジャー</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>チョイス</translation>
    </message>
    <message>
        <source>bounce</source>
        <translation>バウンス</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Attack</source>
        <translation>アタック</translation>
    </message>
    <message>
        <source>Attack Declaration Step</source>
        <translation>アタック宣言ステップ</translation>
    </message>
    <message>
        <source>Attack Phase</source>
        <translation>アタックフェイズ</translation>
    </message>
    <message>
        <source>Attack Player {n}</source>
        <translation>プレイヤー{n}にアタック</translation>
    </message>
    <message>
        <source>Attack Step</source>
        <translation>アタックステップ</translation>
    </message>
    <message>
        <source>Attack declaration: choose a standing character of your center stage to attack with</source>
        <translation>アタック宣言: アタックする前列のスタンド状態のキャラを選んでください</translation>
    </message>
    <message>
        <source>Attack with {card}</source>
        <translation>{card}でアタック</translation>
    </message>
    <message>
        <source>Attack with {card} ({pos})</source>
        <translation>{card}（{pos}）でアタック</translation>
    </message>
    <message>
        <source>Attack {card} (Player {n}&apos;s Item)</source>
        <translation>{card}（プレイヤー{n}のアイテム）にアタック</translation>
    </message>
    <message>
        <source>Attack {card} (Player {n}, center)</source>
        <translation>{card}（プレイヤー{n}、センター）にアタック</translation>
    </message>
    <message>
        <source>Attack {card} (Player {n}, left)</source>
        <translation>{card}（プレイヤー{n}、レフト）にアタック</translation>
    </message>
    <message>
        <source>Attack {card} (Player {n}, right)</source>
        <translation>{card}（プレイヤー{n}、ライト）にアタック</translation>
    </message>
    <message>
        <source>Backup with {card}</source>
        <translation>{card}で助太刀</translation>
    </message>
    <message>
        <source>Battle Area</source>
        <translation>バトルエリア</translation>
    </message>
    <message>
        <source>Battle Phase</source>
        <translation>バトルフェイズ</translation>
    </message>
    <message>
        <source>Battle Phase: declare an attacker or pass</source>
        <translation>バトルフェイズ: アタックするユニットを宣言するか、パスしてください</translation>
    </message>
    <message>
        <source>Battle Step</source>
        <translation>バトルステップ</translation>
    </message>
    <message>
        <source>Battle: {attacker} ({a}) against {defender} ({b})</source>
        <translation>バトル: {attacker}（{a}）対 {defender}（{b}）</translation>
    </message>
    <message>
        <source>Battle: {card} (attack card) against {guard} (guard card)</source>
        <translation>バトル: {card}（アタックカード）対{guard}（ガードカード）</translation>
    </message>
    <message>
        <source>Bond: Player {n} returns {card} from the waiting room to the hand</source>
        <translation>絆: プレイヤー{n}は控え室の{card}を手札に戻す</translation>
    </message>
    <message>
        <source>Bond: there is no {name} in the waiting room</source>
        <translation>絆: 控え室に{name}がない</translation>
    </message>
    <message>
        <source>Boost {card} with {booster}?</source>
        <translation>{booster}で{card}をブーストしますか？</translation>
    </message>
    <message>
        <source>Brainstorm: Player {n} flips {cards} — {k} climax(es)</source>
        <translation>集中: プレイヤー{n}は{cards}をめくる — クライマックス{k}枚</translation>
    </message>
    <message>
        <source>Call {card} from the soul to a rear-guard circle?</source>
        <translation>ソウルから{card}をリアガードサークルにコールしますか？</translation>
    </message>
    <message>
        <source>Call {card} to the {circle}</source>
        <translation>{card}を{circle}にコール</translation>
    </message>
    <message>
        <source>Cast {card}</source>
        <translation>{card}を使用</translation>
    </message>
    <message>
        <source>Change: no {name} to put on the stage</source>
        <translation>チェンジ: 舞台に置く{name}がない</translation>
    </message>
    <message>
        <source>Charge Phase</source>
        <translation>チャージフェイズ</translation>
    </message>
    <message>
        <source>Choose a card to ride from your {zone}</source>
        <translation>自分の{zone}からライドするカードを1枚選んでください</translation>
    </message>
    <message>
        <source>Choose a rear-guard circle for {card}</source>
        <translation>{card}をコールするリアガードサークルを選んでください</translation>
    </message>
    <message>
        <source>Choose a stage position for {card}</source>
        <translation>{card}を置く舞台の枠を選んでください</translation>
    </message>
    <message>
        <source>Choose a zone for {card}</source>
        <translation>{card}を置くゾーンを選んでください</translation>
    </message>
    <message>
        <source>Choose none</source>
        <translation>選ばない</translation>
    </message>
    <message>
        <source>Choose the attack target</source>
        <translation>アタック対象を選んでください</translation>
    </message>
    <message>
        <source>Choose the opponent who drops Energy</source>
        <translation>エナジーをドロップに置く相手を選んでください</translation>
    </message>
    <message>
        <source>Choose the opponent who drops hand cards</source>
        <translation>手札をドロップに置く相手を選んでください</translation>
    </message>
    <message>
        <source>Choose the opponent who loses the game</source>
        <translation>ゲームに敗北する相手を選んでください</translation>
    </message>
    <message>
        <source>Choose the opponent who may pay</source>
        <translation>支払うことができる相手を選んでください</translation>
    </message>
    <message>
        <source>Choose the opponent who takes the damage</source>
        <translation>ダメージを受ける相手を選んでください</translation>
    </message>
    <message>
        <source>Choose the opponent whose deck is milled</source>
        <translation>デッキを削る相手を選んでください</translation>
    </message>
    <message>
        <source>Choose the side of the field</source>
        <translation>どちらの場かを選んでください</translation>
    </message>
    <message>
        <source>Choose the unit to attack with</source>
        <translation>アタックするユニットを選んでください</translation>
    </message>
    <message>
        <source>Choose the unit {card} attacks</source>
        <translation>{card}がアタックするユニットを選んでください</translation>
    </message>
    <message>
        <source>Choose the units {card} attacks (one or more)</source>
        <translation>{card}がアタックするユニットを選んでください（1体以上）</translation>
    </message>
    <message>
        <source>Choose two stage positions to exchange</source>
        <translation>入れ替える舞台の枠を2つ選んでください</translation>
    </message>
    <message>
        <source>Choose up to {n} card(s) to call as guardians</source>
        <translation>ガーディアンとしてコールするカードを{n}枚まで選んでください</translation>
    </message>
    <message>
        <source>Choose up to {n} card(s) to call from your {zone}</source>
        <translation>自分の{zone}からコールするカードを{n}枚まで選んでください</translation>
    </message>
    <message>
        <source>Choose which of Player {n}&apos;s waiting abilities resolves next</source>
        <translation>プレイヤー{n}の待機中の能力から、次に解決するものを選んでください</translation>
    </message>
    <message>
        <source>Choose which of your triggered skills to add to the stack</source>
        <translation>スタックに加える、あなたの誘発したスキルを選んでください</translation>
    </message>
    <message>
        <source>Choose which of your waiting abilities resolves next</source>
        <translation>あなたの待機中の能力から、次に解決するものを選んでください</translation>
    </message>
    <message>
        <source>Choose your first vanguard (a grade 0 card)</source>
        <translation>ファーストヴァンガード（グレード0のカード）を選んでください</translation>
    </message>
    <message>
        <source>Choose {k}: Player {n} chooses ・{label}</source>
        <translation>{k}つ選ぶ: プレイヤー{n}が選択 ・{label}</translation>
    </message>
    <message>
        <source>Choose {n} of your rear-guards to retire for the cost</source>
        <translation>コストとして退却させるリアガードを{n}枚選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to deal {n} damage to</source>
        <translation>{n}ダメージを与える{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to get {n} crit</source>
        <translation>クリティカル{n}する{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to get {n} critical</source>
        <translation>クリティカル{n}する{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to get {n} defense</source>
        <translation>ディフェンス{n}する{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to get {n} power</source>
        <translation>パワー{n}する{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to get {n} soul</source>
        <translation>ソウル{n}する{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to put into the {zone}</source>
        <translation>{zone}に置く{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to rest</source>
        <translation>レストする{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to stand</source>
        <translation>スタンドする{what}を選んでください</translation>
    </message>
    <message>
        <source>Clean Up</source>
        <translation>クリーンアップ</translation>
    </message>
    <message>
        <source>Climax Phase</source>
        <translation>クライマックスフェイズ</translation>
    </message>
    <message>
        <source>Climax phase: you may play a climax</source>
        <translation>クライマックスフェイズ: クライマックスをプレイできます</translation>
    </message>
    <message>
        <source>Clock Phase</source>
        <translation>クロックフェイズ</translation>
    </message>
    <message>
        <source>Clock phase: Player {n} puts {card} into the clock and draws 2</source>
        <translation>クロックフェイズ: プレイヤー{n}は{card}をクロックに置き、2枚引く</translation>
    </message>
    <message>
        <source>Clock phase: you may put a card from your hand into your clock to draw 2</source>
        <translation>クロックフェイズ: 手札を1枚クロックに置いて2枚引けます</translation>
    </message>
    <message>
        <source>Clock {card} and draw 2</source>
        <translation>{card}をクロックに置いて2枚引く</translation>
    </message>
    <message>
        <source>Close Step</source>
        <translation>クローズステップ</translation>
    </message>
    <message>
        <source>Combo Area</source>
        <translation>コンボエリア</translation>
    </message>
    <message>
        <source>Combo: attack card {card} {base} + combo {combo} ({parts}) = {total}</source>
        <translation>コンボ: アタックカード{card} {base} + コンボ{combo}（{parts}） = {total}</translation>
    </message>
    <message>
        <source>Combo: attack card {card} {base} + combo {combo} = {total}</source>
        <translation>コンボ: アタックカード{card} {base} + コンボ{combo} = {total}</translation>
    </message>
    <message>
        <source>Combo: guard card {card} {base} + combo {combo} ({parts}) = {total}</source>
        <translation>コンボ: ガードカード{card} {base} + コンボ{combo}（{parts}） = {total}</translation>
    </message>
    <message>
        <source>Combo: guard card {card} {base} + combo {combo} = {total}</source>
        <translation>コンボ: ガードカード{card} {base} + コンボ{combo} = {total}</translation>
    </message>
    <message>
        <source>Comeback trigger: you may return a character from your waiting room to your hand</source>
        <translation>カムバックトリガー: 控え室のキャラを1枚手札に戻せます</translation>
    </message>
    <message>
        <source>Comeback trigger: {card} returns to the hand</source>
        <translation>カムバックトリガー: {card}を手札に戻す</translation>
    </message>
    <message>
        <source>Cost: choose {n} card(s) to put from your hand into your clock</source>
        <translation>コスト: 手札からクロックに置くカードを{n}枚選んでください</translation>
    </message>
    <message>
        <source>Counter Blast {n}: choose face-up damage of the cards named to turn face down</source>
        <translation>カウンターブラスト{n}: 裏向きにする、指定された名前の表向きのダメージを選んでください</translation>
    </message>
    <message>
        <source>Counter Blast {n}: choose face-up damage to turn face down</source>
        <translation>カウンターブラスト{n}: 裏向きにする表向きのダメージを選んでください</translation>
    </message>
    <message>
        <source>Counter Step</source>
        <translation>カウンターステップ</translation>
    </message>
    <message>
        <source>Counter Timing: use a [Counter] or pass</source>
        <translation>カウンタータイミング: [カウンター]を使うか、パスしてください</translation>
    </message>
    <message>
        <source>Counter step: {card} attacks {defender}</source>
        <translation>カウンターステップ: {card}が{defender}にアタック</translation>
    </message>
    <message>
        <source>Counter timing ({what}): Player {n} activates no [Counter]</source>
        <translation>カウンタータイミング（{what}）: プレイヤー{n}は【カウンター】を発動しない</translation>
    </message>
    <message>
        <source>Counter timing ({what}): Player {n} has no [Counter] to activate</source>
        <translation>カウンタータイミング（{what}）: プレイヤー{n}は発動できる【カウンター】を持たない</translation>
    </message>
    <message>
        <source>Counter timing ends; {what} goes ahead</source>
        <translation>カウンタータイミング終了: {what}はそのまま行われる</translation>
    </message>
    <message>
        <source>Counter timing ends; {what} is negated</source>
        <translation>カウンタータイミング終了: {what}は無効になった</translation>
    </message>
    <message>
        <source>Counter {i} ({card}) is negated and does nothing</source>
        <translation>カウンター{i}（{card}）は無効になり、何もしない</translation>
    </message>
    <message>
        <source>Counter {i}: Player {n} activates {card} {kind}</source>
        <translation>カウンター{i}: プレイヤー{n}が{card}の{kind}を発動</translation>
    </message>
    <message>
        <source>Crit</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>Critical trigger</source>
        <translation>クリティカルトリガー</translation>
    </message>
    <message>
        <source>Critical trigger: +1 critical to {card}</source>
        <translation>クリティカルトリガー: {card}のクリティカル+1</translation>
    </message>
    <message>
        <source>Critical trigger: choose a unit to get +1 critical</source>
        <translation>クリティカルトリガー: クリティカル+1するユニットを選んでください</translation>
    </message>
    <message>
        <source>Critical trigger: choose a unit to get +{power} power</source>
        <translation>クリティカルトリガー: パワー+{power}するユニットを選んでください</translation>
    </message>
    <message>
        <source>Damage Step</source>
        <translation>ダメージステップ</translation>
    </message>
    <message>
        <source>Damage canceled by {card}: the {k} revealed card(s) go to the waiting room</source>
        <translation>{card}によりダメージキャンセル: 公開した{k}枚は控え室に置かれる</translation>
    </message>
    <message>
        <source>Damage check</source>
        <translation>ダメージチェック</translation>
    </message>
    <message>
        <source>Damage check {n}</source>
        <translation>ダメージチェック{n}</translation>
    </message>
    <message>
        <source>Damage process: {who} deals {k} damage to Player {n}</source>
        <translation>ダメージ処理: {who}がプレイヤー{n}に{k}ダメージを与える</translation>
    </message>
    <message>
        <source>Damage to several players at once, canceled for at least one: one damage for the shot</source>
        <translation>複数のプレイヤーへの同時のダメージで、少なくとも1人がキャンセルした: ショットの1ダメージ</translation>
    </message>
    <message>
        <source>Damage {i} of {k}: Player {n} reveals {card}</source>
        <translation>ダメージ{k}点中{i}点目: プレイヤー{n}は{card}を公開</translation>
    </message>
    <message>
        <source>Damage {i} of {k}: Player {n} reveals {card} — a climax</source>
        <translation>ダメージ{k}点中{i}点目: プレイヤー{n}は{card}を公開 — クライマックス</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>ディフェンス</translation>
    </message>
    <message>
        <source>Defense Step</source>
        <translation>ディフェンスステップ</translation>
    </message>
    <message>
        <source>Discard {n} card(s) to pay the cost</source>
        <translation>コストとして手札を{n}枚捨ててください</translation>
    </message>
    <message>
        <source>Do not clock</source>
        <translation>クロックしない</translation>
    </message>
    <message>
        <source>Do not play a climax</source>
        <translation>クライマックスをプレイしない</translation>
    </message>
    <message>
        <source>Do not ride</source>
        <translation>ライドしない</translation>
    </message>
    <message>
        <source>Do nothing</source>
        <translation>何もしない</translation>
    </message>
    <message>
        <source>Double Strike</source>
        <translation>ダブルストライク</translation>
    </message>
    <message>
        <source>Draw Phase</source>
        <translation>ドローフェイズ</translation>
    </message>
    <message>
        <source>Draw Step</source>
        <translation>ドローステップ</translation>
    </message>
    <message>
        <source>Draw trigger</source>
        <translation>ドロートリガー</translation>
    </message>
    <message>
        <source>Draw trigger: choose a unit to get +{power} power</source>
        <translation>ドロートリガー: パワー+{power}するユニットを選んでください</translation>
    </message>
    <message>
        <source>Draw trigger: draw a card?</source>
        <translation>ドロートリガー: 1枚引きますか？</translation>
    </message>
    <message>
        <source>Drive Step</source>
        <translation>ドライブステップ</translation>
    </message>
    <message>
        <source>Drive check {n}</source>
        <translation>ドライブチェック{n}</translation>
    </message>
    <message>
        <source>Drop Area</source>
        <translation>ドロップエリア</translation>
    </message>
    <message>
        <source>Drop a soul card instead ({card} stays)</source>
        <translation>代わりにソウルを1枚ドロップに置く（{card}は残る）</translation>
    </message>
    <message>
        <source>Each player shuffles their deck and places it in the Deck Area</source>
        <translation>各プレイヤーがデッキをシャッフルしてデッキエリアに置く</translation>
    </message>
    <message>
        <source>Effects lasting until the end of the Main Phase end</source>
        <translation>メインフェイズ終了時までの効果が終わる</translation>
    </message>
    <message>
        <source>Encore Step</source>
        <translation>アンコールステップ</translation>
    </message>
    <message>
        <source>Encore of {card}: Player {n} cannot pay {k} stock</source>
        <translation>{card}のアンコール: プレイヤー{n}はストック{k}枚を払えない</translation>
    </message>
    <message>
        <source>Encore of {card}: the card has left the waiting room</source>
        <translation>{card}のアンコール: カードは控え室を離れた</translation>
    </message>
    <message>
        <source>Encore step: choose a reversed character to put into the waiting room</source>
        <translation>アンコールステップ: 控え室に置くリバース状態のキャラを選んでください</translation>
    </message>
    <message>
        <source>Encore step: {card} goes to the waiting room</source>
        <translation>アンコールステップ: {card}は控え室に置かれる</translation>
    </message>
    <message>
        <source>Encore {card}: pay {n} stock to put it back on the {pos}, rested?</source>
        <translation>{card}のアンコール: ストックを{n}枚支払い、{pos}にレストして戻しますか？</translation>
    </message>
    <message>
        <source>Encore: Player {n} pays {k} stock and {card} returns to the {pos}, rested</source>
        <translation>アンコール: プレイヤー{n}はストックを{k}枚払い、{card}を{pos}にレストして戻す</translation>
    </message>
    <message>
        <source>Encore: {card} returns to the {pos}, rested</source>
        <translation>アンコール: {card}を{pos}にレストして戻す</translation>
    </message>
    <message>
        <source>End Phase</source>
        <translation>エンドフェイズ</translation>
    </message>
    <message>
        <source>End of turn {n}; effects until the end of the turn end</source>
        <translation>ターン{n}の終了: ターン終了時までの効果が終わる</translation>
    </message>
    <message>
        <source>End phase: choose {n} card(s) to put into your waiting room (hand limit {limit})</source>
        <translation>エンドフェイズ: 控え室に置くカードを{n}枚選んでください（手札上限{limit}枚）</translation>
    </message>
    <message>
        <source>End the Battle Phase</source>
        <translation>バトルフェイズを終了</translation>
    </message>
    <message>
        <source>End the attack phase</source>
        <translation>アタックフェイズを終了</translation>
    </message>
    <message>
        <source>End the battle phase</source>
        <translation>バトルフェイズを終了</translation>
    </message>
    <message>
        <source>End the main phase</source>
        <translation>メインフェイズを終了</translation>
    </message>
    <message>
        <source>Energy Area</source>
        <translation>エナジーエリア</translation>
    </message>
    <message>
        <source>Equip {card}</source>
        <translation>{card}を装備</translation>
    </message>
    <message>
        <source>Equip {card} as a [Pilot] Item</source>
        <translation>{card}を[パイロット]アイテムとして装備</translation>
    </message>
    <message>
        <source>Exchange the {a} ({la}) and the {b} ({lb})</source>
        <translation>{a}（{la}）と{b}（{lb}）を入れ替える</translation>
    </message>
    <message>
        <source>Finale Step</source>
        <translation>フィナーレステップ</translation>
    </message>
    <message>
        <source>Finale Step: play a Finale or pass</source>
        <translation>フィナーレステップ: フィナーレを使うか、パスしてください</translation>
    </message>
    <message>
        <source>Frontal attack on {card}</source>
        <translation>{card}にフロントアタック</translation>
    </message>
    <message>
        <source>Gate Master Cast {card}</source>
        <translation>ゲートマスターで{card}を使用</translation>
    </message>
    <message>
        <source>Gate Master Equip {card}</source>
        <translation>ゲートマスターで{card}を装備</translation>
    </message>
    <message>
        <source>Gate Master Summon {card} to center</source>
        <translation>ゲートマスターで{card}をセンターに召喚</translation>
    </message>
    <message>
        <source>Gate Master Summon {card} to left</source>
        <translation>ゲートマスターで{card}をレフトに召喚</translation>
    </message>
    <message>
        <source>Gate Master Summon {card} to right</source>
        <translation>ゲートマスターで{card}をライトに召喚</translation>
    </message>
    <message>
        <source>Gate trigger: you may return a climax from your waiting room to your hand</source>
        <translation>ゲートトリガー: 控え室のクライマックスを1枚手札に戻せます</translation>
    </message>
    <message>
        <source>Gate trigger: {card} returns to the hand</source>
        <translation>ゲートトリガー: {card}を手札に戻す</translation>
    </message>
    <message>
        <source>Guard Step</source>
        <translation>ガードステップ</translation>
    </message>
    <message>
        <source>Guard your attacked units: choose guardians from your hand and units to intercept (none to take the hit)</source>
        <translation>アタックされたユニットをガード: 手札からのガーディアンとインターセプトするユニットを選んでください（選ばなければヒットを受けます）</translation>
    </message>
    <message>
        <source>Guard {card}: choose guardians from your hand and units to intercept (none to take the hit)</source>
        <translation>{card}をガード: 手札からのガーディアンとインターセプトするユニットを選んでください（選ばなければヒットを受けます）</translation>
    </message>
    <message>
        <source>Heal trigger</source>
        <translation>ヒールトリガー</translation>
    </message>
    <message>
        <source>Heal trigger: Player {n} heals {card}</source>
        <translation>ヒールトリガー: プレイヤー{n}は{card}を回復する</translation>
    </message>
    <message>
        <source>Heal trigger: choose a damage to heal</source>
        <translation>ヒールトリガー: 回復するダメージを選んでください</translation>
    </message>
    <message>
        <source>Heal trigger: choose a unit to get +{power} power</source>
        <translation>ヒールトリガー: パワー+{power}するユニットを選んでください</translation>
    </message>
    <message>
        <source>Heal trigger: fewer damage than the opponent, no heal</source>
        <translation>ヒールトリガー: ダメージが相手より少ないので回復しない</translation>
    </message>
    <message>
        <source>Instead of being KO-ed, {card} goes to its owner&apos;s Energy Area</source>
        <translation>{card}はKOされる代わりに持ち主のエナジーエリアに置かれる</translation>
    </message>
    <message>
        <source>Instead of being KO-ed, {card} goes to its owner&apos;s hand</source>
        <translation>{card}はKOされる代わりに持ち主の手札に戻る</translation>
    </message>
    <message>
        <source>KO</source>
        <translation>KOする</translation>
    </message>
    <message>
        <source>Leader Area</source>
        <translation>リーダーエリア</translation>
    </message>
    <message>
        <source>Left of the back stage</source>
        <translation>後列の左</translation>
    </message>
    <message>
        <source>Left of the back stage (replacing {card})</source>
        <translation>後列の左（{card}と入れ替え）</translation>
    </message>
    <message>
        <source>Left of the center stage</source>
        <translation>前列の左</translation>
    </message>
    <message>
        <source>Left of the center stage (replacing {card})</source>
        <translation>前列の左（{card}と入れ替え）</translation>
    </message>
    <message>
        <source>Let it leave the field</source>
        <translation>場を離れさせる</translation>
    </message>
    <message>
        <source>Level up: Player {n} puts {card} into the level (now level {k}); the other 6 clock cards go to the waiting room</source>
        <translation>レベルアップ: プレイヤー{n}は{card}をレベル置場に置く（レベル{k}）。残りのクロック6枚は控え室へ</translation>
    </message>
    <message>
        <source>Level up: choose one of the bottom 7 cards of your clock to put into your level</source>
        <translation>レベルアップ: クロックの下から7枚のうち、レベル置場に置く1枚を選んでください</translation>
    </message>
    <message>
        <source>Life Area</source>
        <translation>ライフエリア</translation>
    </message>
    <message>
        <source>Link Attack: choose any number of additional attackers</source>
        <translation>リンクアタック: 一緒にアタックするユニットを好きな数だけ選んでください</translation>
    </message>
    <message>
        <source>Main Phase</source>
        <translation>メインフェイズ</translation>
    </message>
    <message>
        <source>Main Phase End Step</source>
        <translation>メインフェイズ終了ステップ</translation>
    </message>
    <message>
        <source>Main Phase: play a card, use a skill, or pass</source>
        <translation>メインフェイズ: カードを使うか、スキルを使うか、パスしてください</translation>
    </message>
    <message>
        <source>Main phase: choose an action</source>
        <translation>メインフェイズ: 行動を選んでください</translation>
    </message>
    <message>
        <source>Main phase: your action</source>
        <translation>メインフェイズ: あなたの行動</translation>
    </message>
    <message>
        <source>Middle of the center stage</source>
        <translation>前列の中央</translation>
    </message>
    <message>
        <source>Middle of the center stage (replacing {card})</source>
        <translation>前列の中央（{card}と入れ替え）</translation>
    </message>
    <message>
        <source>Move a character to another stage position</source>
        <translation>キャラを舞台の別の枠に移動</translation>
    </message>
    <message>
        <source>Move {card} to center</source>
        <translation>{card}をセンターに移動</translation>
    </message>
    <message>
        <source>Move {card} to left</source>
        <translation>{card}をレフトに移動</translation>
    </message>
    <message>
        <source>Move {card} to right</source>
        <translation>{card}をライトに移動</translation>
    </message>
    <message>
        <source>Mulligan: choose any number of cards to put into your waiting room; you draw as many</source>
        <translation>マリガン: 控え室に置くカードを好きな枚数選んでください。同じ枚数を引きます</translation>
    </message>
    <message>
        <source>Mulligan: choose any number of cards to put on the bottom of your deck</source>
        <translation>マリガン: デッキの下に置くカードを好きな枚数選んでください</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>No Battle Card of the opponent has {n} power or less</source>
        <translation>相手のパワー{n}以下のバトルカードはない</translation>
    </message>
    <message>
        <source>No counter timing for {what}: a counter timing is in progress</source>
        <translation>{what}のカウンタータイミングは発生しない: カウンタータイミングの途中</translation>
    </message>
    <message>
        <source>No unit can attack: on to the close step</source>
        <translation>アタックできるユニットがない: クローズステップへ</translation>
    </message>
    <message>
        <source>No vanguard was hit: no damage check</source>
        <translation>ヴァンガードにヒットしなかった: ダメージチェックなし</translation>
    </message>
    <message>
        <source>Offense Step</source>
        <translation>オフェンスステップ</translation>
    </message>
    <message>
        <source>Over the Limit of 3: choose a unit to drop</source>
        <translation>リミットが3を超えています: ドロップに置くユニットを選んでください</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Pay {n} Energy: how many from your own Energy?</source>
        <translation>エナジー{n}を支払う: 自分のエナジーから何枚支払いますか？</translation>
    </message>
    <message>
        <source>Play no Finale</source>
        <translation>フィナーレを使わない</translation>
    </message>
    <message>
        <source>Play the climax {card}</source>
        <translation>クライマックス{card}をプレイ</translation>
    </message>
    <message>
        <source>Play the event {card} (cost {cost})</source>
        <translation>イベント{card}をプレイ（コスト{cost}）</translation>
    </message>
    <message>
        <source>Activate {card} [Activate: Battle]</source>
        <translation>{card}を発動【起動バトル】</translation>
    </message>
    <message>
        <source>A character in battle has left its stage position: the powers are not compared</source>
        <translation>バトル中のキャラが舞台の枠を離れた: パワーは比べない</translation>
    </message>
    <message>
        <source>A timed trigger waits: {at}</source>
        <translation>時限誘発が待機: {at}</translation>
    </message>
    <message>
        <source>Accelerate cost</source>
        <translation>加速のコスト</translation>
    </message>
    <message>
        <source>Accelerate: Player {n} puts {card} from the top of the deck into the clock</source>
        <translation>加速: プレイヤー{n}は山札の上から{card}をクロックに置く</translation>
    </message>
    <message>
        <source>Activate {card} [Activate: Main] (cost {cost})</source>
        <translation>{card}を発動【起動メイン】（コスト{cost}）</translation>
    </message>
    <message>
        <source>Activate {card}: {text}</source>
        <translation>{card}を発動: {text}</translation>
    </message>
    <message>
        <source>An [Auto] &quot;at the end of the turn&quot; has not been fulfilled yet: the End Phase repeats</source>
        <translation>「ターン終了時」の【自動】がまだ条件を満たしていない: エンドフェイズを繰り返す</translation>
    </message>
    <message>
        <source>An effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Attack {target} with {card}</source>
        <translation>{card}で{target}にアタック</translation>
    </message>
    <message>
        <source>Backup (this card is put into the waiting room)</source>
        <translation>助太刀（このカードは控え室へ）</translation>
    </message>
    <message>
        <source>Bond</source>
        <translation>絆</translation>
    </message>
    <message>
        <source>Brainstorm</source>
        <translation>集中</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>チェンジ</translation>
    </message>
    <message>
        <source>Charge Phase: place a card from your hand in your Energy Area?</source>
        <translation>チャージフェイズ: 手札のカード1枚をエナジーエリアに置きますか？</translation>
    </message>
    <message>
        <source>Combo cost of {card}</source>
        <translation>{card}のコンボコスト</translation>
    </message>
    <message>
        <source>Combo with {card} from the Battle Area (combo cost {cost}, +{power})</source>
        <translation>バトルエリアの{card}でコンボ（コスト{cost}、+{power}）</translation>
    </message>
    <message>
        <source>Combo with {card} from your hand (combo cost {cost}, +{power})</source>
        <translation>手札の{card}でコンボ（コスト{cost}、+{power}）</translation>
    </message>
    <message>
        <source>Counter timing ({what}): activate a [Counter]?</source>
        <translation>カウンタータイミング（{what}）: 【カウンター】を発動しますか？</translation>
    </message>
    <message>
        <source>Damage {i}/{n}: choose 1 of your life cards</source>
        <translation>ダメージ {i}/{n}: 自分のライフを1枚選んでください</translation>
    </message>
    <message>
        <source>Defense Step: combo, activate a skill, or proceed</source>
        <translation>ディフェンスステップ: コンボ・スキルの発動をするか、次に進んでください</translation>
    </message>
    <message>
        <source>Do not activate a [Counter]</source>
        <translation>【カウンター】を発動しない</translation>
    </message>
    <message>
        <source>Encore cost</source>
        <translation>アンコールのコスト</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>合体</translation>
    </message>
    <message>
        <source>KO nothing</source>
        <translation>KOしない</translation>
    </message>
    <message>
        <source>KO up to 1 of your opponent&apos;s Battle Cards with {n} power or less</source>
        <translation>KOする、パワー{n}以下の相手のバトルカードを1枚まで選んでください</translation>
    </message>
    <message>
        <source>KO {card} ({power} power)</source>
        <translation>{card}（パワー{power}）をKO</translation>
    </message>
    <message>
        <source>Life card {k} of {n}</source>
        <translation>ライフ{n}枚中{k}枚目</translation>
    </message>
    <message>
        <source>Main Phase: play, activate, attack or end the Main Phase</source>
        <translation>メインフェイズ: 登場・発動・アタックをするか、メインフェイズを終了してください</translation>
    </message>
    <message>
        <source>Offense Step: combo, activate a skill, or proceed</source>
        <translation>オフェンスステップ: コンボ・スキルの発動をするか、次に進んでください</translation>
    </message>
    <message>
        <source>Place no card in the Energy Area</source>
        <translation>エナジーエリアにカードを置かない</translation>
    </message>
    <message>
        <source>Place {card} in the Energy Area</source>
        <translation>{card}をエナジーエリアに置く</translation>
    </message>
    <message>
        <source>Play {card} (counter)</source>
        <translation>{card}をプレイ（カウンター）</translation>
    </message>
    <message>
        <source>Play {card} without paying its energy cost</source>
        <translation>{card}をエナジーコストを支払わずに登場させる</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Player {n} activates [Swap {x}] of {card}</source>
        <translation>プレイヤー{n}が{card}の【スワップ{x}】を発動</translation>
    </message>
    <message>
        <source>Player {n} activates {card}: {text}</source>
        <translation>プレイヤー{n}が{card}を発動: {text}</translation>
    </message>
    <message>
        <source>Player {n} activates {skill} of {card} from the hand</source>
        <translation>プレイヤー{n}が手札から{card}の{skill}を発動</translation>
    </message>
    <message>
        <source>Player {n} activates {skill} of {card} with {a} and {b}</source>
        <translation>プレイヤー{n}が{a}と{b}で{card}の{skill}を発動</translation>
    </message>
    <message>
        <source>Player {n} begins the game</source>
        <translation>プレイヤー{n}からゲームを開始する</translation>
    </message>
    <message>
        <source>Player {n} carries out by hand: {text}</source>
        <translation>プレイヤー{n}が手動で実行: {text}</translation>
    </message>
    <message>
        <source>Player {n} changed Player {who}&apos;s {counter} by {delta:+d} by hand</source>
        <translation>プレイヤー{n}がプレイヤー{who}の{counter}を手動で{delta:+d}した</translation>
    </message>
    <message>
        <source>Player {n} combos with {card} (+{power} combo power; combo total now {total})</source>
        <translation>プレイヤー{n}が{card}でコンボ（コンボパワー+{power}、コンボ合計{total}）</translation>
    </message>
    <message>
        <source>Player {n} creates {card} ({power} power) in their Battle Area in Active Mode</source>
        <translation>プレイヤー{n}が{card}（パワー{power}）を自分のバトルエリアにアクティブモードで登場させる</translation>
    </message>
    <message>
        <source>Player {n} declares playing {card}</source>
        <translation>プレイヤー{n}が{card}の登場を宣言</translation>
    </message>
    <message>
        <source>Player {n} declares playing {card} without paying its energy cost</source>
        <translation>プレイヤー{n}が{card}をエナジーコストを支払わずに登場させると宣言</translation>
    </message>
    <message>
        <source>Player {n} declares {k} repetition(s)</source>
        <translation>プレイヤー{n}は{k}回の繰り返しを宣言する</translation>
    </message>
    <message>
        <source>Player {n} does not apply {text}</source>
        <translation>プレイヤー{n}は{text}を適用しない</translation>
    </message>
    <message>
        <source>Player {n} does not encore {card}</source>
        <translation>プレイヤー{n}は{card}をアンコールしない</translation>
    </message>
    <message>
        <source>Player {n} does not {words}</source>
        <translation>プレイヤー{n}は行わない（{words}）</translation>
    </message>
    <message>
        <source>Player {n} draws {k} card(s)</source>
        <translation>プレイヤー{n}はカードを{k}枚引く</translation>
    </message>
    <message>
        <source>Player {n} draws {k} card(s) ({x} is {value})</source>
        <translation>プレイヤー{n}はカードを{k}枚引く（{x}は{value}）</translation>
    </message>
    <message>
        <source>Player {n} draws {k} of up to {most} card(s)</source>
        <translation>プレイヤー{n}は{most}枚まで引ける中から{k}枚引く</translation>
    </message>
    <message>
        <source>Player {n} exchanges the {a} and the {b}</source>
        <translation>プレイヤー{n}は{a}と{b}を入れ替える</translation>
    </message>
    <message>
        <source>Player {n} finds nothing</source>
        <translation>プレイヤー{n}は何も見つけなかった</translation>
    </message>
    <message>
        <source>Player {n} goes first (chosen at random)</source>
        <translation>プレイヤー{n}が先攻（ランダムに決定）</translation>
    </message>
    <message>
        <source>Player {n} goes first and does not draw on the first turn</source>
        <translation>プレイヤー{n}は先攻のため、最初のターンはカードを引かない</translation>
    </message>
    <message>
        <source>Player {n} guards {card} with {guardians} (+{shield} shield): {a} against {b}</source>
        <translation>プレイヤー{n}は{guardians}で{card}をガード（シールド+{shield}）: {a} 対 {b}</translation>
    </message>
    <message>
        <source>Player {n} has attacked once on the first turn of the game and may not attack again</source>
        <translation>プレイヤー{n}はゲーム最初のターンにすでに1回アタックしたので、もうアタックできない</translation>
    </message>
    <message>
        <source>Player {n} has no cards in deck or waiting room</source>
        <translation>プレイヤー{n}の山札と控え室にカードがない</translation>
    </message>
    <message>
        <source>Player {n} has {k} damage</source>
        <translation>プレイヤー{n}のダメージは{k}枚</translation>
    </message>
    <message>
        <source>Player {n} is Player A-1</source>
        <translation>プレイヤー{n}がプレイヤーA-1</translation>
    </message>
    <message>
        <source>Player {n} looks at {what}: {k} card(s)</source>
        <translation>プレイヤー{n}は{what}を見る: {k}枚</translation>
    </message>
    <message>
        <source>Player {n} loses the game by the effect of {label}</source>
        <translation>{label}の効果により、プレイヤー{n}はゲームに敗北する</translation>
    </message>
    <message>
        <source>Player {n} may not choose the loop again</source>
        <translation>プレイヤー{n}はもうループを選べない</translation>
    </message>
    <message>
        <source>Player {n} moved a card by hand: {src} → {dst}</source>
        <translation>プレイヤー{n}がカードを1枚手動で移動: {src} → {dst}</translation>
    </message>
    <message>
        <source>Player {n} moved {card} by hand: {src} → {dst}</source>
        <translation>プレイヤー{n}が{card}を手動で移動: {src} → {dst}</translation>
    </message>
    <message>
        <source>Player {n} now makes the choice that stops the loop</source>
        <translation>プレイヤー{n}はループを止める選択をする</translation>
    </message>
    <message>
        <source>Player {n} pays Counter Blast {k}</source>
        <translation>プレイヤー{n}はカウンターブラスト{k}を支払う</translation>
    </message>
    <message>
        <source>Player {n} pays Soul Blast {k}</source>
        <translation>プレイヤー{n}はソウルブラスト{k}を支払う</translation>
    </message>
    <message>
        <source>Player {n} pays Soul Charge {k}</source>
        <translation>プレイヤー{n}はソウルチャージ{k}を行う</translation>
    </message>
    <message>
        <source>Player {n} places the top {k} cards of their deck face down in the Life Area</source>
        <translation>プレイヤー{n}がデッキの上から{k}枚を裏向きでライフエリアに置く</translation>
    </message>
    <message>
        <source>Player {n} places {card} ({colors}) in the Energy Area, Active (upside down)</source>
        <translation>プレイヤー{n}が{card}（{colors}）をアクティブ（上下逆向き）でエナジーエリアに置く</translation>
    </message>
    <message>
        <source>Player {n} places {card} in the Leader Area, front side up</source>
        <translation>プレイヤー{n}が{card}を表面でリーダーエリアに置く</translation>
    </message>
    <message>
        <source>Player {n} plays the Backup of {card}</source>
        <translation>プレイヤー{n}は{card}の助太刀をプレイする</translation>
    </message>
    <message>
        <source>Player {n} plays the ability of {card}: {text}</source>
        <translation>プレイヤー{n}は{card}の能力をプレイする: {text}</translation>
    </message>
    <message>
        <source>Player {n} plays the event {card}</source>
        <translation>プレイヤー{n}はイベント{card}をプレイする</translation>
    </message>
    <message>
        <source>Player {n} plays the event {card}, paying {k} stock</source>
        <translation>プレイヤー{n}はストックを{k}枚払い、イベント{card}をプレイする</translation>
    </message>
    <message>
        <source>Player {n} plays {card} on the {pos}</source>
        <translation>プレイヤー{n}は{card}を{pos}にプレイする</translation>
    </message>
    <message>
        <source>Player {n} plays {card} on the {pos}, paying {k} stock</source>
        <translation>プレイヤー{n}はストックを{k}枚払い、{card}を{pos}にプレイする</translation>
    </message>
    <message>
        <source>Player {n} plays {label}</source>
        <translation>プレイヤー{n}が{label}をプレイする</translation>
    </message>
    <message>
        <source>Player {n} puts a card into the memory face down</source>
        <translation>プレイヤー{n}はカードを1枚裏向きで思い出にする</translation>
    </message>
    <message>
        <source>Player {n} puts the bottom card of the stock into the waiting room</source>
        <translation>プレイヤー{n}はストックの下から1枚を控え室に置く</translation>
    </message>
    <message>
        <source>Player {n} puts {cards} into the waiting room</source>
        <translation>プレイヤー{n}は{cards}を控え室に置く</translation>
    </message>
    <message>
        <source>Player {n} puts {card} from the top of the clock into the waiting room</source>
        <translation>プレイヤー{n}はクロックの上から{card}を控え室に置く</translation>
    </message>
    <message>
        <source>Player {n} puts {card} from the top of the deck into the clock (cost)</source>
        <translation>プレイヤー{n}は山札の上から{card}をクロックに置く（コスト）</translation>
    </message>
    <message>
        <source>Player {n} puts {card} into the clock</source>
        <translation>プレイヤー{n}は{card}をクロックに置く</translation>
    </message>
    <message>
        <source>Player {n} puts {card} into the hand</source>
        <translation>プレイヤー{n}は{card}を手札に加える</translation>
    </message>
    <message>
        <source>Player {n} puts {card} into the memory</source>
        <translation>プレイヤー{n}は{card}を思い出にする</translation>
    </message>
    <message>
        <source>Player {n} puts {card} into the stock</source>
        <translation>プレイヤー{n}は{card}をストックに置く</translation>
    </message>
    <message>
        <source>Player {n} puts {card} on the bottom of the deck</source>
        <translation>プレイヤー{n}は{card}を山札の下に置く</translation>
    </message>
    <message>
        <source>Player {n} puts {k} card(s) into the waiting room and draws {k}</source>
        <translation>プレイヤー{n}は{k}枚を控え室に置き、{k}枚引く</translation>
    </message>
    <message>
        <source>Player {n} puts {k} card(s) into the waiting room for the hand limit</source>
        <translation>プレイヤー{n}は手札上限のため{k}枚を控え室に置く</translation>
    </message>
    <message>
        <source>Player {n} puts {what} into the {where}</source>
        <translation>プレイヤー{n}は{what}を{where}に置く</translation>
    </message>
    <message>
        <source>Player {n} redraws {k} card(s)</source>
        <translation>プレイヤー{n}は{k}枚を引き直す</translation>
    </message>
    <message>
        <source>Player {n} returns {k} card(s), shuffles and draws {k}</source>
        <translation>プレイヤー{n}が{k}枚をデッキに戻し、シャッフルして{k}枚引く</translation>
    </message>
    <message>
        <source>Player {n} reveals {cards}</source>
        <translation>プレイヤー{n}が{cards}を公開する</translation>
    </message>
    <message>
        <source>Player {n} reveals {cards} from their hand to pay the cost</source>
        <translation>プレイヤー{n}はコストとして手札から{cards}を公開する</translation>
    </message>
    <message>
        <source>Player {n} reveals {card} and puts it into their hand</source>
        <translation>プレイヤー{n}は{card}を公開し、手札に加える</translation>
    </message>
    <message>
        <source>Player {n} reveals {card} from the top of the deck: it does not fit</source>
        <translation>プレイヤー{n}は山札の上から{card}を公開する: 条件に合わない</translation>
    </message>
    <message>
        <source>Player {n} reveals {card} from the top of the deck: it fits</source>
        <translation>プレイヤー{n}は山札の上から{card}を公開する: 条件に合う</translation>
    </message>
    <message>
        <source>Player {n} reveals {card} from the {zone} and puts it into their hand</source>
        <translation>プレイヤー{n}は{zone}から{card}を公開し、手札に加える</translation>
    </message>
    <message>
        <source>Player {n} swaps the rear-guards of the left column</source>
        <translation>プレイヤー{n}は左の縦列のリアガードを入れ替える</translation>
    </message>
    <message>
        <source>Player {n} swaps the rear-guards of the right column</source>
        <translation>プレイヤー{n}は右の縦列のリアガードを入れ替える</translation>
    </message>
    <message>
        <source>Player {n} switches {card} to Rest Mode and attacks {target} ({a} vs {d} power)</source>
        <translation>プレイヤー{n}が{card}をレストモードにして{target}にアタック（パワー{a}対{d}）</translation>
    </message>
    <message>
        <source>Player {n} switches {k} card(s) to Active Mode</source>
        <translation>プレイヤー{n}がカード{k}枚をアクティブモードにする</translation>
    </message>
    <message>
        <source>Player {n} takes an additional turn</source>
        <translation>プレイヤー{n}は追加のターンを行う</translation>
    </message>
    <message>
        <source>Player {n} takes {k} damage: {cards} into the clock (clock {clock})</source>
        <translation>プレイヤー{n}は{k}ダメージを受ける: {cards}をクロックへ（クロック{clock}枚）</translation>
    </message>
    <message>
        <source>Player {n} turned a card face down by hand</source>
        <translation>プレイヤー{n}がカードを1枚手動で裏向きにした</translation>
    </message>
    <message>
        <source>Player {n} turned a card face up by hand</source>
        <translation>プレイヤー{n}がカードを1枚手動で表向きにした</translation>
    </message>
    <message>
        <source>Player {n} turned {card} to {how} by hand</source>
        <translation>プレイヤー{n}が{card}を手動で{how}にした</translation>
    </message>
    <message>
        <source>Player {n} turns {k} card(s) face down</source>
        <translation>プレイヤー{n}はカード{k}枚を裏向きにする</translation>
    </message>
    <message>
        <source>Player {n} turns {k} card(s) face up</source>
        <translation>プレイヤー{n}はカード{k}枚を表向きにする</translation>
    </message>
    <message>
        <source>Player {n} will take an additional turn</source>
        <translation>プレイヤー{n}は追加のターンを得る</translation>
    </message>
    <message>
        <source>Player {n} won by a card skill ({card})</source>
        <translation>プレイヤー{n}がカードのスキルで勝利（{card}）</translation>
    </message>
    <message>
        <source>Player {n} won by the effect of {card}</source>
        <translation>プレイヤー{n}が{card}の効果で勝利</translation>
    </message>
    <message>
        <source>Player {n} won with [Victory Strike]</source>
        <translation>プレイヤー{n}が【ビクトリーストライク】で勝利</translation>
    </message>
    <message>
        <source>Player {n} {reason}</source>
        <translation>プレイヤー{n}が{reason}</translation>
    </message>
    <message>
        <source>Player {n}&apos;s deck and waiting room are empty, but the climax revealed cancels the damage: no refresh yet</source>
        <translation>プレイヤー{n}の山札と控え室は空だが、公開したクライマックスでダメージはキャンセル: まだリフレッシュしない</translation>
    </message>
    <message>
        <source>Player {n}&apos;s vanguard is dealt {k} damage by an effect</source>
        <translation>プレイヤー{n}のヴァンガードは効果によって{k}ダメージを受ける</translation>
    </message>
    <message>
        <source>Player {n}: {label} — waits for {when}</source>
        <translation>プレイヤー{n}: {label} — {when}を待つ</translation>
    </message>
    <message>
        <source>Player {n}: {label} — waits for {when} this turn</source>
        <translation>プレイヤー{n}: {label} — {when}（このターン中）を待つ</translation>
    </message>
    <message>
        <source>Pool trigger: put the top card of your deck into your stock?</source>
        <translation>プールトリガー: 山札の上から1枚をストックに置きますか？</translation>
    </message>
    <message>
        <source>Pool trigger: the top card of the deck goes into the stock</source>
        <translation>プールトリガー: 山札の上から1枚をストックに置く</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>Power changes from combos end</source>
        <translation>コンボによるパワーの変化が終わる</translation>
    </message>
    <message>
        <source>Proceed to the Damage Step</source>
        <translation>ダメージステップに進む</translation>
    </message>
    <message>
        <source>Proceed to the Defense Step</source>
        <translation>ディフェンスステップに進む</translation>
    </message>
    <message>
        <source>Quadruple Strike</source>
        <translation>クアドラプルストライク</translation>
    </message>
    <message>
        <source>Redraw: choose any cards to shuffle back into your deck</source>
        <translation>引き直し: 山札に戻してシャッフルするカードを好きな枚数選んでください</translation>
    </message>
    <message>
        <source>Redraw: choose any number of cards to return to your deck (none to keep your hand)</source>
        <translation>引き直し: デッキに戻すカードを好きな枚数選んでください（手札をそのままにするなら選ばない）</translation>
    </message>
    <message>
        <source>Refresh point: Player {n} puts the top card of the deck ({card}) into the clock (not damage: it cannot be canceled)</source>
        <translation>リフレッシュポイント: プレイヤー{n}は山札の上のカード（{card}）をクロックに置く（ダメージではないのでキャンセルできない）</translation>
    </message>
    <message>
        <source>Refresh: Player {n} shuffles the new deck; refresh point {k} (at the next check timing the top card of the deck goes to the clock)</source>
        <translation>リフレッシュ: プレイヤー{n}は新しい山札をシャッフルする。リフレッシュポイント{k}（次のチェックタイミングで山札の上から1枚をクロックに置く）</translation>
    </message>
    <message>
        <source>Refresh: Player {n}&apos;s deck is empty — the {k} cards of the waiting room become the new deck</source>
        <translation>リフレッシュ: プレイヤー{n}の山札が0枚 — 控え室の{k}枚が新しい山札になる</translation>
    </message>
    <message>
        <source>Replaced: {text}</source>
        <translation>置換: {text}</translation>
    </message>
    <message>
        <source>Replay {name}: {text}</source>
        <translation>リプレイ {name}: {text}</translation>
    </message>
    <message>
        <source>Resolves: {label}</source>
        <translation>解決: {label}</translation>
    </message>
    <message>
        <source>Resolving the [Counter] skills last activated first: {order}</source>
        <translation>後に発動した【カウンター】から解決する: {order}</translation>
    </message>
    <message>
        <source>Resonate: Player {n} reveals {card} from the hand</source>
        <translation>共鳴: プレイヤー{n}は手札の{card}を公開する</translation>
    </message>
    <message>
        <source>Return trigger: you may choose an opponent&apos;s character to return to its owner&apos;s hand</source>
        <translation>リターントリガー: 相手のキャラを1枚選び、持ち主の手札に戻せます</translation>
    </message>
    <message>
        <source>Return trigger: {card} returns to Player {n}&apos;s hand</source>
        <translation>リターントリガー: {card}はプレイヤー{n}の手札に戻る</translation>
    </message>
    <message>
        <source>Reveal {n} card(s) from your hand to pay the cost</source>
        <translation>コストとして手札から{n}枚公開してください</translation>
    </message>
    <message>
        <source>Ride Phase</source>
        <translation>ライドフェイズ</translation>
    </message>
    <message>
        <source>Ride phase: ride a unit?</source>
        <translation>ライドフェイズ: ユニットにライドしますか？</translation>
    </message>
    <message>
        <source>Ride {card} (grade {grade})</source>
        <translation>{card}にライド（グレード{grade}）</translation>
    </message>
    <message>
        <source>Right of the back stage</source>
        <translation>後列の右</translation>
    </message>
    <message>
        <source>Right of the back stage (replacing {card})</source>
        <translation>後列の右（{card}と入れ替え）</translation>
    </message>
    <message>
        <source>Right of the center stage</source>
        <translation>前列の右</translation>
    </message>
    <message>
        <source>Right of the center stage (replacing {card})</source>
        <translation>前列の右（{card}と入れ替え）</translation>
    </message>
    <message>
        <source>Search your {zone}: choose {what}</source>
        <translation>自分の{zone}を探す: {what}を選んでください</translation>
    </message>
    <message>
        <source>Send up to {n} card(s) of your opponent&apos;s Drop Area to the Warp</source>
        <translation>ワープに送る相手のドロップエリアのカードを{n}枚まで選んでください</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>ゲーム準備</translation>
    </message>
    <message>
        <source>Several effects would replace this; choose which applies first</source>
        <translation>複数の効果がこれを置き換えます。先に適用するものを選んでください</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>シフト</translation>
    </message>
    <message>
        <source>Shift: no {color} card in the hand</source>
        <translation>シフト: 手札に{color}のカードがない</translation>
    </message>
    <message>
        <source>Shift: the card is no longer in the clock</source>
        <translation>シフト: カードはもうクロックにない</translation>
    </message>
    <message>
        <source>Shift: you may exchange {card} with a blue card of your hand</source>
        <translation>シフト: {card}を手札の青のカードと入れ替えられます</translation>
    </message>
    <message>
        <source>Shift: you may exchange {card} with a green card of your hand</source>
        <translation>シフト: {card}を手札の緑のカードと入れ替えられます</translation>
    </message>
    <message>
        <source>Shift: you may exchange {card} with a red card of your hand</source>
        <translation>シフト: {card}を手札の赤のカードと入れ替えられます</translation>
    </message>
    <message>
        <source>Shift: you may exchange {card} with a yellow card of your hand</source>
        <translation>シフト: {card}を手札の黄のカードと入れ替えられます</translation>
    </message>
    <message>
        <source>Shot trigger: if the next damage dealt by {card} is canceled, 1 damage is dealt</source>
        <translation>ショットトリガー: {card}が次に与えるダメージがキャンセルされたら、1ダメージを与える</translation>
    </message>
    <message>
        <source>Side attack ({soul} soul)</source>
        <translation>サイドアタック（ソウル{soul}）</translation>
    </message>
    <message>
        <source>Skill Step</source>
        <translation>スキルステップ</translation>
    </message>
    <message>
        <source>Skill cost of {card}</source>
        <translation>{card}のスキルのコスト</translation>
    </message>
    <message>
        <source>Skill cost: Player {n} adds {k} card(s) from their life to their hand</source>
        <translation>スキルコスト: プレイヤー{n}がライフから{k}枚を手札に加える</translation>
    </message>
    <message>
        <source>Skill cost: Player {n} chooses {cards} to {verb}</source>
        <translation>スキルコスト: プレイヤー{n}が{cards}を選んで{verb}</translation>
    </message>
    <message>
        <source>Skill cost: Player {n} places a card of their hand at the bottom of their deck</source>
        <translation>スキルコスト: プレイヤー{n}が手札1枚をデッキの下に置く</translation>
    </message>
    <message>
        <source>Skill cost: Player {n} places {k} life card(s) in the Drop Area</source>
        <translation>スキルコスト: プレイヤー{n}がライフ{k}枚をドロップエリアに置く</translation>
    </message>
    <message>
        <source>Skill cost: Player {n} sends {k} card(s) to the Warp</source>
        <translation>スキルコスト: プレイヤー{n}がカード{k}枚をワープに送る</translation>
    </message>
    <message>
        <source>Skill cost: {card} is placed at the bottom of its owner&apos;s deck</source>
        <translation>スキルコスト: {card}を持ち主のデッキの下に置く</translation>
    </message>
    <message>
        <source>Skill cost: {card} is placed from the hand in the Drop Area</source>
        <translation>スキルコスト: {card}を手札からドロップエリアに置く</translation>
    </message>
    <message>
        <source>Skill cost: {card} is placed in its owner&apos;s Drop Area</source>
        <translation>スキルコスト: {card}を持ち主のドロップエリアに置く</translation>
    </message>
    <message>
        <source>Skill cost: {card} is sent from the Drop Area to the Warp</source>
        <translation>スキルコスト: {card}をドロップエリアからワープに送る</translation>
    </message>
    <message>
        <source>Skill cost: {card} is sent to its owner&apos;s Warp</source>
        <translation>スキルコスト: {card}を持ち主のワープに送る</translation>
    </message>
    <message>
        <source>Skill cost: {card} switches to Rest Mode</source>
        <translation>スキルコスト: {card}をレストモードにする</translation>
    </message>
    <message>
        <source>Skill cost: {k} card(s) under {card} placed in the Drop Area</source>
        <translation>スキルコスト: {card}の下のカード{k}枚をドロップエリアに置く</translation>
    </message>
    <message>
        <source>Soul Blast {n}: choose cards in your soul to put into the drop zone</source>
        <translation>ソウルブラスト{n}: ドロップゾーンに置くソウルのカードを選んでください</translation>
    </message>
    <message>
        <source>Soul trigger: {card} gets +1 soul</source>
        <translation>ソウルトリガー: {card}のソウル+1</translation>
    </message>
    <message>
        <source>Stand Phase</source>
        <translation>スタンドフェイズ</translation>
    </message>
    <message>
        <source>Stand Step</source>
        <translation>スタンドステップ</translation>
    </message>
    <message>
        <source>Stand trigger</source>
        <translation>スタンドトリガー</translation>
    </message>
    <message>
        <source>Stand trigger: choose a rear-guard to stand</source>
        <translation>スタンドトリガー: スタンドするリアガードを選んでください</translation>
    </message>
    <message>
        <source>Stand trigger: choose a unit to get +{power} power</source>
        <translation>スタンドトリガー: パワー+{power}するユニットを選んでください</translation>
    </message>
    <message>
        <source>Stand trigger: {card} stands</source>
        <translation>スタンドトリガー: {card}をスタンドする</translation>
    </message>
    <message>
        <source>Stand up, Vanguard!</source>
        <translation>スタンドアップ・ヴァンガード！</translation>
    </message>
    <message>
        <source>Standby trigger: choose a stage position for {card}</source>
        <translation>スタンバイトリガー: {card}を置く舞台の枠を選んでください</translation>
    </message>
    <message>
        <source>Standby trigger: you may put a character of level {level} or lower from your waiting room on your stage, rested</source>
        <translation>スタンバイトリガー: 控え室のレベル{level}以下のキャラを1枚、舞台にレストして置けます</translation>
    </message>
    <message>
        <source>Standby trigger: {card} is put on the {pos}, rested</source>
        <translation>スタンバイトリガー: {card}を{pos}にレストして置く</translation>
    </message>
    <message>
        <source>Start Phase</source>
        <translation>スタートフェイズ</translation>
    </message>
    <message>
        <source>Start Step</source>
        <translation>スタートステップ</translation>
    </message>
    <message>
        <source>Start step: attack, or end the battle phase?</source>
        <translation>スタートステップ: アタックしますか、バトルフェイズを終了しますか？</translation>
    </message>
    <message>
        <source>Summon {card} to center</source>
        <translation>{card}をセンターに召喚</translation>
    </message>
    <message>
        <source>Summon {card} to left</source>
        <translation>{card}をレフトに召喚</translation>
    </message>
    <message>
        <source>Summon {card} to right</source>
        <translation>{card}をライトに召喚</translation>
    </message>
    <message>
        <source>Sunder</source>
        <translation>サンダー</translation>
    </message>
    <message>
        <source>Sunder: there is no {name} among the markers</source>
        <translation>サンダー: マーカーの中に{name}がない</translation>
    </message>
    <message>
        <source>Sunder: {card} is put on the {pos}, with {marker} under it as a marker</source>
        <translation>サンダー: {card}を{pos}に置き、{marker}をその下にマーカーとして置く</translation>
    </message>
    <message>
        <source>Swap the left column&apos;s rear-guards</source>
        <translation>左の縦列のリアガードを入れ替える</translation>
    </message>
    <message>
        <source>Swap the right column&apos;s rear-guards</source>
        <translation>右の縦列のリアガードを入れ替える</translation>
    </message>
    <message>
        <source>The attacking unit or {card} has left its circle: no hit</source>
        <translation>アタックしているユニットか{card}がサークルを離れた: ヒットしない</translation>
    </message>
    <message>
        <source>The battle ends</source>
        <translation>バトル終了</translation>
    </message>
    <message>
        <source>The battle ends: the attack card or guard card left the field</source>
        <translation>バトル終了: アタックカードかガードカードが場を離れた</translation>
    </message>
    <message>
        <source>The battle ends: the attack was negated</source>
        <translation>バトル終了: アタックは無効になった</translation>
    </message>
    <message>
        <source>The end phase starts over</source>
        <translation>エンドフェイズをやり直す</translation>
    </message>
    <message>
        <source>The event is no longer a move to the waiting room: the other replacement effects no longer apply</source>
        <translation>控え室への移動ではなくなった: 残りの置換効果はもう適用しない</translation>
    </message>
    <message>
        <source>The loop came back after the choice that should stop it: nobody can stop it</source>
        <translation>止めるはずの選択の後もループに戻った: 誰も止められない</translation>
    </message>
    <message>
        <source>The loop repeats {k} more time(s); then Player {n} stops it</source>
        <translation>ループをあと{k}回繰り返し、その後プレイヤー{n}が止める</translation>
    </message>
    <message>
        <source>The same position has come back: an infinite loop that Player {n} can stop</source>
        <translation>同じ局面に戻った: プレイヤー{n}が止められる無限ループ</translation>
    </message>
    <message>
        <source>The same position has come back: an infinite loop that both players can stop</source>
        <translation>同じ局面に戻った: 両プレイヤーが止められる無限ループ</translation>
    </message>
    <message>
        <source>The same situation came back with nobody able to stop it: a loop</source>
        <translation>誰も止められないまま同じ状況に戻った: ループ</translation>
    </message>
    <message>
        <source>The very first turn of the game: no attack</source>
        <translation>ゲームの最初のターン: アタックできない</translation>
    </message>
    <message>
        <source>There is no Warp in this version of the rules: nothing happens</source>
        <translation>このバージョンのルールにはワープがないため、何も起こらない</translation>
    </message>
    <message>
        <source>This unit boosts no unit now: nothing gets the change</source>
        <translation>このユニットは今どのユニットもブーストしていない: 誰も変化を得ない</translation>
    </message>
    <message>
        <source>Timed activation: {label}</source>
        <translation>時限の発動: {label}</translation>
    </message>
    <message>
        <source>Treasure trigger: put the top card of your deck into your stock?</source>
        <translation>トレジャートリガー: 山札の上から1枚をストックに置きますか？</translation>
    </message>
    <message>
        <source>Treasure trigger: {card} goes to the hand</source>
        <translation>トレジャートリガー: {card}を手札に戻す</translation>
    </message>
    <message>
        <source>Trigger Step</source>
        <translation>トリガーステップ</translation>
    </message>
    <message>
        <source>Trigger check: Player {n} reveals {card} (no trigger icon)</source>
        <translation>トリガーチェック: プレイヤー{n}は{card}を公開（トリガーアイコンなし）</translation>
    </message>
    <message>
        <source>Trigger check: Player {n} reveals {card} ({icons} trigger)</source>
        <translation>トリガーチェック: プレイヤー{n}は{card}を公開（{icons}トリガー）</translation>
    </message>
    <message>
        <source>Triple Strike</source>
        <translation>トリプルストライク</translation>
    </message>
    <message>
        <source>Warp</source>
        <translation>ワープ</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>You may put a card from your hand into Energy (then draw a card)</source>
        <translation>手札を1枚エナジーに置けます（その後1枚引きます）</translation>
    </message>
    <message>
        <source>Your team is Team A: who is Player A-1 (takes the first turn)?</source>
        <translation>あなたのチームはチームAです: プレイヤーA-1（先攻）は誰にしますか？</translation>
    </message>
    <message>
        <source>[Auto] {label}</source>
        <translation>【自動】{label}</translation>
    </message>
    <message>
        <source>[Awaken] {card}</source>
        <translation>【覚醒】{card}</translation>
    </message>
    <message>
        <source>[Awaken]: {card} turns over to {back}; it stays the same card, keeping its mode and power effects ({power} power)</source>
        <translation>【覚醒】: {card}を裏返して{back}にする。同じカードのままで、モードとパワーの効果は残る（パワー{power}）</translation>
    </message>
    <message>
        <source>[Blocker]</source>
        <translation>【ブロッカー】</translation>
    </message>
    <message>
        <source>[Blocker] of {card} can&apos;t be activated during the attack of {attacker}</source>
        <translation>{attacker}のアタック中は{card}の【ブロッカー】を発動できない</translation>
    </message>
    <message>
        <source>[Blocker]: rest {card} to become the guard card instead of {guard}?</source>
        <translation>【ブロッカー】: {card}をレストにして、{guard}の代わりにガードカードにしますか？</translation>
    </message>
    <message>
        <source>[Blocker]: {card} switches to Rest Mode and becomes the guard card instead of {old}</source>
        <translation>【ブロッカー】: {card}がレストモードになり、{old}に代わってガードカードになる</translation>
    </message>
    <message>
        <source>[Burst {k}]: Player {n} places the top {k} cards of their deck in the Drop Area</source>
        <translation>【バースト{k}】: プレイヤー{n}がデッキの上から{k}枚をドロップエリアに置く</translation>
    </message>
    <message>
        <source>[Counter: Attack]</source>
        <translation>【カウンター: アタック】</translation>
    </message>
    <message>
        <source>[Counter: Counter]</source>
        <translation>【カウンター: カウンター】</translation>
    </message>
    <message>
        <source>[Counter: Play]</source>
        <translation>【カウンター: 登場】</translation>
    </message>
    <message>
        <source>[Counter] {card}</source>
        <translation>【カウンター】{card}</translation>
    </message>
    <message>
        <source>[Dual Attack]</source>
        <translation>【デュアルアタック】</translation>
    </message>
    <message>
        <source>[Field]: {card} is placed in the Battle Area in Active Mode</source>
        <translation>【フィールド】: {card}をアクティブモードでバトルエリアに置く</translation>
    </message>
    <message>
        <source>[Move] {card}?</source>
        <translation>[ムーブ] {card}を移動しますか？</translation>
    </message>
    <message>
        <source>[Soulguard] {card} would leave the field</source>
        <translation>[ソウルガード] {card}が場を離れようとしています</translation>
    </message>
    <message>
        <source>[Swap {n}] {card}</source>
        <translation>【スワップ{n}】{card}</translation>
    </message>
    <message>
        <source>[Swap]: {card} returns to its owner&apos;s hand</source>
        <translation>【スワップ】: {card}が持ち主の手札に戻る</translation>
    </message>
    <message>
        <source>[Wish] {card}</source>
        <translation>【ウィッシュ】{card}</translation>
    </message>
    <message>
        <source>[Wish]: {card} turns over to its back side; it stays the same card ({power} power)</source>
        <translation>【ウィッシュ】: {card}を裏返して裏面にする。同じカードのまま（パワー{power}）</translation>
    </message>
    <message>
        <source>[Wish]: {card} turns over to its front side; it stays the same card ({power} power)</source>
        <translation>【ウィッシュ】: {card}を裏返して表面にする。同じカードのまま（パワー{power}）</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>カード1枚</translation>
    </message>
    <message>
        <source>a loop nobody can stop: draw (VG 11.1.1.1)</source>
        <translation>誰も止められないループ: 引き分け（VG 11.1.1.1）</translation>
    </message>
    <message>
        <source>an endless loop nobody can stop: draw</source>
        <translation>誰も止められない無限ループ: 引き分け</translation>
    </message>
    <message>
        <source>another climax placed</source>
        <translation>別のクライマックスが置かれた</translation>
    </message>
    <message>
        <source>attack end</source>
        <translation>アタックの終わり</translation>
    </message>
    <message>
        <source>attack start</source>
        <translation>アタックフェイズの始め</translation>
    </message>
    <message>
        <source>back</source>
        <translation>後列</translation>
    </message>
    <message>
        <source>back center rear-guard circle</source>
        <translation>後列中央のリアガードサークル</translation>
    </message>
    <message>
        <source>back left rear-guard circle</source>
        <translation>後列左のリアガードサークル</translation>
    </message>
    <message>
        <source>back right rear-guard circle</source>
        <translation>後列右のリアガードサークル</translation>
    </message>
    <message>
        <source>battle start</source>
        <translation>バトルステップの始め</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>bounce</source>
        <translation>バウンス</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>手動</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>climax played</source>
        <translation>クライマックスのプレイ</translation>
    </message>
    <message>
        <source>clock phase</source>
        <translation>クロックフェイズ</translation>
    </message>
    <message>
        <source>comeback trigger</source>
        <translation>カムバックトリガー</translation>
    </message>
    <message>
        <source>damage canceled</source>
        <translation>ダメージキャンセル</translation>
    </message>
    <message>
        <source>damage check</source>
        <translation>ダメージチェック</translation>
    </message>
    <message>
        <source>discarded as a cost</source>
        <translation>コストとして捨てた</translation>
    </message>
    <message>
        <source>draw phase</source>
        <translation>ドローフェイズ</translation>
    </message>
    <message>
        <source>draw trigger</source>
        <translation>ドロートリガー</translation>
    </message>
    <message>
        <source>drive check</source>
        <translation>ドライブチェック</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>encore</source>
        <translation>アンコール</translation>
    </message>
    <message>
        <source>encore step</source>
        <translation>アンコールステップ</translation>
    </message>
    <message>
        <source>event played</source>
        <translation>イベントのプレイ</translation>
    </message>
    <message>
        <source>event resolved</source>
        <translation>イベントの解決</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>ゲート</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>place at the bottom of your deck</source>
        <translation>自分のデッキの下に置く</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>プール</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>ゲームから除外</translation>
    </message>
    <message>
        <source>return</source>
        <translation>リターン</translation>
    </message>
    <message>
        <source>return to its owner&apos;s hand</source>
        <translation>持ち主の手札に戻す</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>公開する</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>リバース</translation>
    </message>
    <message>
        <source>your end phase</source>
        <translation>自分のエンドフェイズ開始時</translation>
    </message>
    <message>
        <source>{card} would go to the waiting room: it goes to the {dest} instead ({text})</source>
        <translation>{card}は控え室に置かれるかわりに{dest}に置かれる（{text}）</translation>
    </message>
    <message>
        <source>{card} {power}</source>
        <translation>{card} {power}</translation>
    </message>
    <message>
        <source>{card}&apos;s abilities cannot be used until end of turn</source>
        <translation>{card}の能力はターン終了時まで使えない</translation>
    </message>
    <message>
        <source>{card}: activated without paying its energy cost</source>
        <translation>{card}: エナジーコストを支払わずに発動</translation>
    </message>
    <message>
        <source>{card}: if it would be KO-ed, place it in its owner&apos;s Energy Area in Rest Mode instead</source>
        <translation>{card}: KOされる場合、代わりに持ち主のエナジーエリアにレストモードで置く</translation>
    </message>
    <message>
        <source>{card}: if it would be KO-ed, return it to its owner&apos;s hand instead</source>
        <translation>{card}: KOされる場合、代わりに持ち主の手札に戻す</translation>
    </message>
    <message>
        <source>{card}: its state is met ({text})</source>
        <translation>{card}: 状態を満たした（{text}）</translation>
    </message>
    <message>
        <source>{card}: not ridden by a unit of its clan, nothing happens</source>
        <translation>{card}: 同じクランのユニットにライドされていないので、何も起こらない</translation>
    </message>
    <message>
        <source>{card}: the situation is met, its ability triggers</source>
        <translation>{card}: 状況を満たしたので、能力が誘発する</translation>
    </message>
    <message>
        <source>{card}: the skill is negated</source>
        <translation>{card}: スキルは無効になった</translation>
    </message>
    <message>
        <source>{change} ({k} character(s))</source>
        <translation>{change}（キャラ{k}枚）</translation>
    </message>
    <message>
        <source>{change} ({k} of those cards)</source>
        <translation>{change}（該当するカード{k}枚）</translation>
    </message>
    <message>
        <source>{first}/{then}</source>
        <translation>{first}/{then}</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>dbs.color.yellow</comment>
        <translation>黄</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>ws.log.color.yellow</comment>
        <translation>黄</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <comment>dbs.cost.and</comment>
        <translation>{first}、{then}</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <comment>log.list</comment>
        <translation>{first}、{then}</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <comment>sg.log.list</comment>
        <translation>{first}、{then}</translation>
    </message>
    <message>
        <source>{label}: Player {n} does not pay the cost</source>
        <comment>vg.log.does_not_pay</comment>
        <translation>{label}: プレイヤー{n}はコストを支払わない</translation>
    </message>
    <message>
        <source>{label}: Player {n} does not pay the cost</source>
        <comment>ws.log.does_not_pay</comment>
        <translation>{label}: プレイヤー{n}はコストを支払わない</translation>
    </message>
    <message>
        <source>{label}: nothing was done; the rest does not happen</source>
        <comment>dbs.log.not_done.moved</comment>
        <translation>{label}: 何も行われなかったため、残りは行われない</translation>
    </message>
    <message>
        <source>{label}: nothing was done; the rest does not happen</source>
        <comment>log.may.nothing_done</comment>
        <translation>{label}: 何も行われなかったので、残りは行われない</translation>
    </message>
    <message>
        <source>center stage</source>
        <translation>前列</translation>
    </message>
    <message>
        <source> with Battle Cards</source>
        <translation>バトルカードで</translation>
    </message>
    <message>
        <source> with energy costs of {n} or more</source>
        <translation>エナジーコスト{n}以上のカードで</translation>
    </message>
    <message>
        <source>0 power or less</source>
        <translation>パワー0以下</translation>
    </message>
    <message>
        <source>A Finale Unit was played: return to the Battle Phase</source>
        <translation>フィナーレユニットがプレイされた: バトルフェイズに戻る</translation>
    </message>
    <message>
        <source>A loop: {label} comes round again; Player {n} can stop it</source>
        <translation>ループ: {label}が再び巡ってきた。プレイヤー{n}が止められる</translation>
    </message>
    <message>
        <source>A loop: {label} comes round again; Player {n} can stop it (both players can: the turn player declares)</source>
        <translation>ループ: {label}が再び巡ってきた。プレイヤー{n}が止められる（両プレイヤーが止められる: ターンプレイヤーが宣言する）</translation>
    </message>
    <message>
        <source>Accelerate</source>
        <translation>加速</translation>
    </message>
    <message>
        <source>Activate {card} — [Counter: Attack] {text}</source>
        <translation>{card}を発動 — 【カウンター: アタック】{text}</translation>
    </message>
    <message>
        <source>Activate {card} — [Counter: Counter] {text}</source>
        <translation>{card}を発動 — 【カウンター: カウンター】{text}</translation>
    </message>
    <message>
        <source>Activate {card} — [Counter: Play] {text}</source>
        <translation>{card}を発動 — 【カウンター: 登場】{text}</translation>
    </message>
    <message>
        <source>Assault Token: nothing to choose</source>
        <translation>アサルトトークン: 選べるものがない</translation>
    </message>
    <message>
        <source>Assault Token: {card} stands</source>
        <translation>アサルトトークン: {card}をスタンド</translation>
    </message>
    <message>
        <source>Attack: {cards} attacks Player {n}</source>
        <translation>アタック: {cards}がプレイヤー{n}にアタック</translation>
    </message>
    <message>
        <source>Attack: {cards} attacks {target}</source>
        <translation>アタック: {cards}が{target}にアタック</translation>
    </message>
    <message>
        <source>Bond: choose {name} in your waiting room</source>
        <translation>絆: 自分の控え室の{name}を選んでください</translation>
    </message>
    <message>
        <source>Change: {card} is put on the {pos}</source>
        <translation>チェンジ: {card}を{pos}に置く</translation>
    </message>
    <message>
        <source>Choose a soul card to drop</source>
        <translation>ドロップに置くソウルのカードを選んでください</translation>
    </message>
    <message>
        <source>Choose a unit to move</source>
        <translation>移動するユニットを選んでください</translation>
    </message>
    <message>
        <source>Choose two units to exchange</source>
        <translation>位置を入れ替えるユニットを2体選んでください</translation>
    </message>
    <message>
        <source>Choose where {card} moves</source>
        <translation>{card}の移動先を選んでください</translation>
    </message>
    <message>
        <source>Choose {n} Energy to drop</source>
        <translation>ドロップに置くエナジーを{n}枚選んでください</translation>
    </message>
    <message>
        <source>Choose {n}: effect {k} of {n}</source>
        <translation>{n}つ選ぶ: {n}つのうち{k}つ目の効果</translation>
    </message>
    <message>
        <source>Choose {what} to gain control of</source>
        <translation>コントロールを得る{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to turn face down</source>
        <translation>裏向きにする{what}を選んでください</translation>
    </message>
    <message>
        <source>Choose {what} to turn face up</source>
        <translation>表向きにする{what}を選んでください</translation>
    </message>
    <message>
        <source>Cost: choose {what} to put from your hand into your waiting room</source>
        <translation>コスト: 手札から控え室に置く{what}を選んでください</translation>
    </message>
    <message>
        <source>Draw up to {n} card(s): how many?</source>
        <translation>{n}枚まで引けます: 何枚引きますか？</translation>
    </message>
    <message>
        <source>End of {at}: {card} goes to the {then}</source>
        <translation>{at}: {card}を{then}に置く</translation>
    </message>
    <message>
        <source>Evolve {base} into {card} (skill cost {cost})</source>
        <translation>{base}を{card}に【進化】（スキルコスト{cost}）</translation>
    </message>
    <message>
        <source>Extra Card used</source>
        <translation>エクストラカード使用</translation>
    </message>
    <message>
        <source>First turn: only one attack may be declared</source>
        <translation>最初のターン: アタックは1回だけ宣言できる</translation>
    </message>
    <message>
        <source>Fusion: search your deck for up to one {name}</source>
        <translation>合体: 自分の山札から{name}を1枚まで探してください</translation>
    </message>
    <message>
        <source>Fusion: {card} is put on the {pos} with {under} under it</source>
        <translation>合体: {card}を{pos}に置き、その下に{under}を置く</translation>
    </message>
    <message>
        <source>Game of {ruleset} started (seed {seed}, {players} players)</source>
        <translation>{ruleset}のゲーム開始（シード{seed}、{players}人）</translation>
    </message>
    <message>
        <source>Gate Master Draw skill</source>
        <translation>ゲートマスタードロースキル</translation>
    </message>
    <message>
        <source>Gate Master Life skill</source>
        <translation>ゲートマスターのライフスキル</translation>
    </message>
    <message>
        <source>Gate Master Negative Life skill</source>
        <translation>ゲートマスターのネガティブライフスキル</translation>
    </message>
    <message>
        <source>Gate Master play</source>
        <translation>ゲートマスタープレイ</translation>
    </message>
    <message>
        <source>Guard Token: Player {n} is shielded from enemy skill damage this turn</source>
        <translation>ガードトークン: このターン、プレイヤー{n}は敵のスキルによるダメージを受けない</translation>
    </message>
    <message>
        <source>Guard Token: Player {n}&apos;s next unit to leave the field remains this turn</source>
        <translation>ガードトークン: このターン、プレイヤー{n}の次に場を離れるユニットは場に残る</translation>
    </message>
    <message>
        <source>Guard Token: the attack is fizzled</source>
        <translation>ガードトークン: アタックは不発になった</translation>
    </message>
    <message>
        <source>Guard Token: the {k} damage to Player {n} ({why}) is reduced to 0</source>
        <translation>ガードトークン: プレイヤー{n}への{k}ダメージ（{why}）は0になる</translation>
    </message>
    <message>
        <source>Guard Token: {card} remains on the field</source>
        <translation>ガードトークン: {card}は場に残る</translation>
    </message>
    <message>
        <source>KO-ed by a skill</source>
        <translation>スキルでKO</translation>
    </message>
    <message>
        <source>KO-ed by an effect</source>
        <translation>効果でKO</translation>
    </message>
    <message>
        <source>KO-ed in battle</source>
        <translation>バトルでKO</translation>
    </message>
    <message>
        <source>Link Attack: {cards} attacks Player {n}</source>
        <translation>リンクアタック: {cards}がプレイヤー{n}にアタック</translation>
    </message>
    <message>
        <source>Link Attack: {cards} attacks {target}</source>
        <translation>リンクアタック: {cards}が{target}にアタック</translation>
    </message>
    <message>
        <source>Move {card} to Player {n}&apos;s center</source>
        <translation>{card}をプレイヤー{n}のセンターに移動</translation>
    </message>
    <message>
        <source>Move {card} to Player {n}&apos;s left</source>
        <translation>{card}をプレイヤー{n}のレフトに移動</translation>
    </message>
    <message>
        <source>Move {card} to Player {n}&apos;s right</source>
        <translation>{card}をプレイヤー{n}のライトに移動</translation>
    </message>
    <message>
        <source>Move {card} to your center</source>
        <translation>{card}を自分のセンターに移動</translation>
    </message>
    <message>
        <source>Move {card} to your left</source>
        <translation>{card}を自分のレフトに移動</translation>
    </message>
    <message>
        <source>Move {card} to your right</source>
        <translation>{card}を自分のライトに移動</translation>
    </message>
    <message>
        <source>Negative Energy skill</source>
        <translation>ネガティブエナジースキル</translation>
    </message>
    <message>
        <source>No attacker is left on the field: no damage</source>
        <translation>場にアタッカーが残っていない: ダメージなし</translation>
    </message>
    <message>
        <source>No token left in the supply</source>
        <translation>トークンの残りがない</translation>
    </message>
    <message>
        <source>No token left in the supply: resolve by hand</source>
        <translation>トークンの残りがない: 手動で解決してください</translation>
    </message>
    <message>
        <source>Pay the cost of {label}?</source>
        <translation>{label}のコストを支払いますか？</translation>
    </message>
    <message>
        <source>Pay {n} Energy to keep your card from being fizzled?</source>
        <translation>{n}エナジーをペイして、自分のカードの不発を防ぎますか？</translation>
    </message>
    <message>
        <source>Pay {n} Energy to put {card} into Union?</source>
        <translation>{n}エナジーをペイして{card}をユニオンにしますか？</translation>
    </message>
    <message>
        <source>Play nothing</source>
        <translation>登場させない</translation>
    </message>
    <message>
        <source>Play up to 1 Battle Card with energy cost {n} or less</source>
        <translation>エナジーコスト{n}以下のバトルカードを1枚まで選んで登場させてください</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card}を登場させる</translation>
    </message>
    <message>
        <source>Player {n} ({team}-{k})</source>
        <translation>プレイヤー{n}（{team}-{k}）</translation>
    </message>
    <message>
        <source>Player {n} adds {card} to their hand</source>
        <translation>プレイヤー{n}が{card}を手札に加える</translation>
    </message>
    <message>
        <source>Player {n} adds {label} to the stack</source>
        <translation>プレイヤー{n}が{label}をスタックに置く</translation>
    </message>
    <message>
        <source>Player {n} calls {cards} to the guardian circle</source>
        <translation>プレイヤー{n}は{cards}をガーディアンサークルにコールする</translation>
    </message>
    <message>
        <source>Player {n} calls {card} to the {circle} ({kind})</source>
        <translation>プレイヤー{n}は{card}を{circle}にコールする（{kind}）</translation>
    </message>
    <message>
        <source>Player {n} cannot lose this turn</source>
        <translation>プレイヤー{n}はこのターン敗北しない</translation>
    </message>
    <message>
        <source>Player {n} casts {card} (Pay {cost})</source>
        <translation>プレイヤー{n}が{card}を使用（ペイ{cost}）</translation>
    </message>
    <message>
        <source>Player {n} casts {card} from the Gate Master zone (Pay {cost})</source>
        <translation>プレイヤー{n}がゲートマスターゾーンから{card}を使用（ペイ{cost}）</translation>
    </message>
    <message>
        <source>Player {n} chooses {k} card(s) unseen</source>
        <translation>プレイヤー{n}が見ずに{k}枚を選ぶ</translation>
    </message>
    <message>
        <source>Player {n} declares {k} time(s) for the loop</source>
        <translation>プレイヤー{n}がループの回数を{k}回と宣言</translation>
    </message>
    <message>
        <source>Player {n} equips {card} (Pay {cost})</source>
        <translation>プレイヤー{n}が{card}を装備（ペイ{cost}）</translation>
    </message>
    <message>
        <source>Player {n} equips {card} from the Gate Master zone (Pay {cost})</source>
        <translation>プレイヤー{n}がゲートマスターゾーンから{card}を装備（ペイ{cost}）</translation>
    </message>
    <message>
        <source>Player {n} equips {card} to {zone}</source>
        <translation>プレイヤー{n}が{card}を{zone}に装備</translation>
    </message>
    <message>
        <source>Player {n} flips a coin: die roll {roll}, Heads</source>
        <translation>プレイヤー{n}がコイントス: ダイスの目{roll}、表</translation>
    </message>
    <message>
        <source>Player {n} flips a coin: die roll {roll}, Tails</source>
        <translation>プレイヤー{n}がコイントス: ダイスの目{roll}、裏</translation>
    </message>
    <message>
        <source>Player {n} gains control of {card} ({mode}, {power} power)</source>
        <translation>プレイヤー{n}が{card}のコントロールを得る（{mode}、パワー{power}）</translation>
    </message>
    <message>
        <source>Player {n} gains {k} Life ({why}) — Life {life}</source>
        <translation>プレイヤー{n}がライフを{k}得る（{why}）— ライフ{life}</translation>
    </message>
    <message>
        <source>Player {n} has used Brainstorm</source>
        <translation>プレイヤー{n}は集中を使った</translation>
    </message>
    <message>
        <source>Player {n} has used {keyword}</source>
        <translation>プレイヤー{n}は{keyword}を使った</translation>
    </message>
    <message>
        <source>Player {n} looks at the bottom {k} card(s) of their deck</source>
        <translation>プレイヤー{n}がデッキの下から{k}枚を見る</translation>
    </message>
    <message>
        <source>Player {n} looks at the top {k} card(s) of their opponent&apos;s deck</source>
        <translation>プレイヤー{n}が相手のデッキの上から{k}枚を見る</translation>
    </message>
    <message>
        <source>Player {n} mulligans {k} card(s)</source>
        <translation>プレイヤー{n}が{k}枚をマリガン</translation>
    </message>
    <message>
        <source>Player {n} pays {k} Energy</source>
        <translation>プレイヤー{n}がエナジー{k}を支払う</translation>
    </message>
    <message>
        <source>Player {n} pays {k} Life ({why}) — Life {life}</source>
        <translation>プレイヤー{n}がライフ{k}を支払う（{why}）— ライフ{life}</translation>
    </message>
    <message>
        <source>Player {n} places the rest at the bottom of their deck</source>
        <translation>プレイヤー{n}が残りをデッキの下に置く</translation>
    </message>
    <message>
        <source>Player {n} places {card} from the cards looked at</source>
        <translation>プレイヤー{n}が見たカードから{card}を置く</translation>
    </message>
    <message>
        <source>Player {n} places {k} card(s) in the Drop Area</source>
        <translation>プレイヤー{n}がカード{k}枚をドロップエリアに置く</translation>
    </message>
    <message>
        <source>Player {n} plays the climax {card}</source>
        <translation>プレイヤー{n}はクライマックス{card}をプレイする</translation>
    </message>
    <message>
        <source>Player {n} plays {card} in Active Mode ({power} power)</source>
        <translation>プレイヤー{n}が{card}をアクティブモードで登場させる（パワー{power}）</translation>
    </message>
    <message>
        <source>Player {n} plays {card} in Rest Mode ({power} power)</source>
        <translation>プレイヤー{n}が{card}をレストモードで登場させる（パワー{power}）</translation>
    </message>
    <message>
        <source>Player {n} plays {card} with {skill} ({power} power)</source>
        <translation>プレイヤー{n}が{skill}で{card}を登場させる（パワー{power}）</translation>
    </message>
    <message>
        <source>Player {n} puts a card at the bottom of the deck</source>
        <translation>プレイヤー{n}がカード1枚をデッキの下に置く</translation>
    </message>
    <message>
        <source>Player {n} puts a card from hand into Energy and draws a card</source>
        <translation>プレイヤー{n}が手札1枚をエナジーに置き、カードを1枚引く</translation>
    </message>
    <message>
        <source>Player {n} puts a card on top of the deck</source>
        <translation>プレイヤー{n}がカード1枚をデッキの上に置く</translation>
    </message>
    <message>
        <source>Player {n} puts the top {k} card(s) of their deck into Energy</source>
        <translation>プレイヤー{n}がデッキの上から{k}枚をエナジーに置く</translation>
    </message>
    <message>
        <source>Player {n} puts {k} card(s) into Energy</source>
        <translation>プレイヤー{n}が{k}枚をエナジーに置く</translation>
    </message>
    <message>
        <source>Player {n} reveals {card} and adds it to their hand</source>
        <translation>プレイヤー{n}が{card}を公開して手札に加える</translation>
    </message>
    <message>
        <source>Player {n} rides {card} ({kind})</source>
        <translation>プレイヤー{n}は{card}にライドする（{kind}）</translation>
    </message>
    <message>
        <source>Player {n} rides {card} over {old} ({kind})</source>
        <translation>プレイヤー{n}は{old}の上から{card}にライドする（{kind}）</translation>
    </message>
    <message>
        <source>Player {n} shuffles their life</source>
        <translation>プレイヤー{n}がライフをシャッフルする</translation>
    </message>
    <message>
        <source>Player {n} summons {card} (Pay {cost})</source>
        <translation>プレイヤー{n}が{card}を召喚（ペイ{cost}）</translation>
    </message>
    <message>
        <source>Player {n} summons {card} from the Gate Master zone (Pay {cost})</source>
        <translation>プレイヤー{n}がゲートマスターゾーンから{card}を召喚（ペイ{cost}）</translation>
    </message>
    <message>
        <source>Player {n} summons {card} to {zone}</source>
        <translation>プレイヤー{n}が{card}を{zone}に召喚</translation>
    </message>
    <message>
        <source>Player {n} takes the first turn (chosen at random)</source>
        <translation>プレイヤー{n}が先攻（ランダムに決定）</translation>
    </message>
    <message>
        <source>Player {n} takes {k} damage ({why}) — Life {life}</source>
        <translation>プレイヤー{n}が{k}ダメージを受ける（{why}）— ライフ{life}</translation>
    </message>
    <message>
        <source>Player {n} uses {card}: {text}</source>
        <translation>プレイヤー{n}が{card}を使用: {text}</translation>
    </message>
    <message>
        <source>Player {n} uses {gate} with {gm}</source>
        <translation>プレイヤー{n}は{gate}と{gm}を使う</translation>
    </message>
    <message>
        <source>Player {n} uses {label}</source>
        <translation>プレイヤー{n}が{label}を使用</translation>
    </message>
    <message>
        <source>Player {n} wins the game by a card skill</source>
        <translation>プレイヤー{n}がカードのスキルでゲームに勝利</translation>
    </message>
    <message>
        <source>Player {n} wins the game by an effect</source>
        <translation>プレイヤー{n}が効果によりゲームに勝利</translation>
    </message>
    <message>
        <source>Player {n}&apos;s field cards have infinite Power until the End Phase</source>
        <translation>エンドフェイズまで、プレイヤー{n}のフィールドのカードのパワーは無限</translation>
    </message>
    <message>
        <source>Player {n}: {card} makes a direct attack (+1 soul)</source>
        <translation>プレイヤー{n}: {card}のダイレクトアタック（ソウル+1）</translation>
    </message>
    <message>
        <source>Player {n}: {card} makes a frontal attack on {target}</source>
        <translation>プレイヤー{n}: {card}が{target}にフロントアタック</translation>
    </message>
    <message>
        <source>Player {n}: {card} makes a side attack against {target} ({soul} soul)</source>
        <translation>プレイヤー{n}: {card}が{target}にサイドアタック（ソウル{soul}）</translation>
    </message>
    <message>
        <source>Player {n}: {card} must make a frontal attack on {target} (Great Performance)</source>
        <translation>プレイヤー{n}: {card}は{target}にフロントアタックしなければならない（大活躍）</translation>
    </message>
    <message>
        <source>Player {n}: {text}</source>
        <translation>プレイヤー{n}: {text}</translation>
    </message>
    <message>
        <source>Power {power} is below Defense {defense}: no damage to the player</source>
        <translation>パワー{power}はディフェンス{defense}未満: プレイヤーへのダメージなし</translation>
    </message>
    <message>
        <source>Resolve: {label}</source>
        <translation>解決: {label}</translation>
    </message>
    <message>
        <source>Resonate</source>
        <translation>共鳴</translation>
    </message>
    <message>
        <source>Setup Phase</source>
        <translation>ゲーム準備</translation>
    </message>
    <message>
        <source>Shift: {card} and {other} exchange places (clock and hand)</source>
        <translation>シフト: {card}と{other}を入れ替える（クロックと手札）</translation>
    </message>
    <message>
        <source>Shot trigger of {card}</source>
        <translation>{card}のショットトリガー</translation>
    </message>
    <message>
        <source>Soulguard</source>
        <translation>ソウルガード</translation>
    </message>
    <message>
        <source>The attack is fizzled</source>
        <translation>アタックは不発になった</translation>
    </message>
    <message>
        <source>The attack target has left the field: no damage</source>
        <translation>アタック対象が場を離れた: ダメージなし</translation>
    </message>
    <message>
        <source>The opponents cannot win this turn</source>
        <translation>相手はこのターン勝利できない</translation>
    </message>
    <message>
        <source>Timed: an effect</source>
        <translation>時限誘発: 効果</translation>
    </message>
    <message>
        <source>Timed: {card}</source>
        <translation>時限誘発: {card}</translation>
    </message>
    <message>
        <source>Turn order: {order}</source>
        <translation>ターン順: {order}</translation>
    </message>
    <message>
        <source>Use {card}: {text}</source>
        <translation>{card}のスキルを使う: {text}</translation>
    </message>
    <message>
        <source>Which attacked unit does {card} guard?</source>
        <translation>{card}がガードする、アタックされているユニットを選んでください</translation>
    </message>
    <message>
        <source>[Burst]</source>
        <translation>【バースト】</translation>
    </message>
    <message>
        <source>[Combine]</source>
        <translation>[コンバイン]</translation>
    </message>
    <message>
        <source>[Combine] {card} into {target}</source>
        <translation>{card}を{target}に[コンバイン]</translation>
    </message>
    <message>
        <source>[Counter] used</source>
        <translation>【カウンター】使用</translation>
    </message>
    <message>
        <source>[Dark Over Realm {x}] {card}: send your Drop Area to the Warp and play it</source>
        <translation>【ダークオーバーレルム{x}】{card}: ドロップエリアのカードをすべてワープに送り、登場させる</translation>
    </message>
    <message>
        <source>[EX-Evolve] skill cost</source>
        <translation>【EX進化】のスキルコスト</translation>
    </message>
    <message>
        <source>[Evolve] skill cost</source>
        <translation>【進化】のスキルコスト</translation>
    </message>
    <message>
        <source>[Field]</source>
        <translation>【フィールド】</translation>
    </message>
    <message>
        <source>[Field] replaced</source>
        <translation>【フィールド】の入れ替え</translation>
    </message>
    <message>
        <source>[Gear Swap]</source>
        <translation>[ギアスワップ]</translation>
    </message>
    <message>
        <source>[Ghoststrike]</source>
        <translation>[ゴーストストライク]</translation>
    </message>
    <message>
        <source>[Ghoststrike]: {card} and {ghosts} are banished</source>
        <translation>[ゴーストストライク]: {card}と{ghosts}をバニッシュ</translation>
    </message>
    <message>
        <source>[Life Bond {x}] of {card}</source>
        <translation>{card}の[ライフボンド{x}]</translation>
    </message>
    <message>
        <source>[Move]</source>
        <translation>[ムーブ]</translation>
    </message>
    <message>
        <source>[Over Realm {x}] {card}: send your Drop Area to the Warp and play it</source>
        <translation>【オーバーレルム{x}】{card}: ドロップエリアのカードをすべてワープに送り、登場させる</translation>
    </message>
    <message>
        <source>[Over Realm] ends</source>
        <translation>【オーバーレルム】終了</translation>
    </message>
    <message>
        <source>[Penetrate]</source>
        <translation>[ペネトレイト]</translation>
    </message>
    <message>
        <source>[Revenge] of {card}</source>
        <translation>{card}の[リベンジ]</translation>
    </message>
    <message>
        <source>[Set] spell</source>
        <translation>[セット]スペル</translation>
    </message>
    <message>
        <source>[Swap {x}] skill cost</source>
        <translation>【スワップ{x}】のスキルコスト</translation>
    </message>
    <message>
        <source>[Swap {x}]: play up to 1 Battle Card with energy cost {x} from your hand</source>
        <translation>【スワップ{x}】: 手札からエナジーコスト{x}のバトルカードを1枚まで選んで登場させてください</translation>
    </message>
    <message>
        <source>[Swap]: {card} is played in Active Mode</source>
        <translation>【スワップ】: {card}をアクティブモードで登場させる</translation>
    </message>
    <message>
        <source>[Triple Attack]</source>
        <translation>【トリプルアタック】</translation>
    </message>
    <message>
        <source>[Union &quot;{name}&quot;] {card}</source>
        <translation>{card}: [ユニオン「{name}」]</translation>
    </message>
    <message>
        <source>[Union-Fusion] skill cost</source>
        <translation>【ユニオン-フュージョン】のスキルコスト</translation>
    </message>
    <message>
        <source>[Union-Fusion] {card}</source>
        <translation>【ユニオン-フュージョン】{card}</translation>
    </message>
    <message>
        <source>[Union-Fusion]: {card} is played in Active Mode ({power} power)</source>
        <translation>【ユニオン-フュージョン】: {card}をアクティブモードで登場させる（パワー{power}）</translation>
    </message>
    <message>
        <source>[Union-Potara] skill cost</source>
        <translation>【ユニオン-ポタラ】のスキルコスト</translation>
    </message>
    <message>
        <source>[Union-Potara] {card} (skill cost {cost})</source>
        <translation>【ユニオン-ポタラ】{card}（スキルコスト{cost}）</translation>
    </message>
    <message>
        <source>[Union-Potara]: {card} is placed on top of {a} and {b} in Active Mode ({power} power)</source>
        <translation>【ユニオン-ポタラ】: {card}を{a}と{b}の上にアクティブモードで置く（パワー{power}）</translation>
    </message>
    <message>
        <source>[Union]</source>
        <translation>[ユニオン]</translation>
    </message>
    <message>
        <source>[Union]: choose a &quot;{name}&quot;</source>
        <translation>[ユニオン]: 「{name}」を1枚選んでください</translation>
    </message>
    <message>
        <source>[Union]: no &quot;{name}&quot; is taken</source>
        <translation>[ユニオン]: 「{name}」は取られない</translation>
    </message>
    <message>
        <source>[Union]: the cost of {card} is not paid</source>
        <translation>[ユニオン]: {card}のコストは支払われない</translation>
    </message>
    <message>
        <source>[Vampire Curse {x}] of {card}</source>
        <translation>{card}の[ヴァンパイアカース{x}]</translation>
    </message>
    <message>
        <source>[Xeno-Evolve] skill cost</source>
        <translation>【ゼノ進化】のスキルコスト</translation>
    </message>
    <message>
        <source>[Xeno-Evolve]: {base} is sent to the Warp and {card} is played in Active Mode</source>
        <translation>【ゼノ進化】: {base}をワープに送り、{card}をアクティブモードで登場させる</translation>
    </message>
    <message>
        <source>a chosen card</source>
        <translation>選ばれたカード</translation>
    </message>
    <message>
        <source>a hand card</source>
        <translation>手札のカード</translation>
    </message>
    <message>
        <source>a token ceases to exist</source>
        <translation>トークンが消滅</translation>
    </message>
    <message>
        <source>added from the cards looked at</source>
        <translation>見たカードから手札に加える</translation>
    </message>
    <message>
        <source>another [Field] was placed</source>
        <translation>別の【フィールド】が置かれた</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>アサルト</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>アタック</translation>
    </message>
    <message>
        <source>berserk</source>
        <translation>バーサーク</translation>
    </message>
    <message>
        <source>boost</source>
        <translation>ブースト</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>山札の下</translation>
    </message>
    <message>
        <source>can&apos;t attack{what}{cost} {when}</source>
        <translation>{when}、{what}{cost}アタックできない</translation>
    </message>
    <message>
        <source>center</source>
        <translation>センター</translation>
    </message>
    <message>
        <source>center_stage</source>
        <translation>前列</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>チャージ</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>チョイス</translation>
    </message>
    <message>
        <source>climax start</source>
        <translation>クライマックスフェイズの始め</translation>
    </message>
    <message>
        <source>clock start</source>
        <translation>クロックフェイズの始め</translation>
    </message>
    <message>
        <source>coin_heads</source>
        <translation>コイントスで表</translation>
    </message>
    <message>
        <source>combo ends</source>
        <translation>コンボ終了</translation>
    </message>
    <message>
        <source>combo from the Battle Area</source>
        <translation>バトルエリアからコンボ</translation>
    </message>
    <message>
        <source>combo from the hand</source>
        <translation>手札からコンボ</translation>
    </message>
    <message>
        <source>combo outside a battle</source>
        <translation>バトル外のコンボ</translation>
    </message>
    <message>
        <source>comeback</source>
        <translation>カムバック</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>投了した</translation>
    </message>
    <message>
        <source>control gained</source>
        <translation>コントロール獲得</translation>
    </message>
    <message>
        <source>cost not paid</source>
        <translation>コスト未払い</translation>
    </message>
    <message>
        <source>cost of {card}</source>
        <translation>{card}のコスト</translation>
    </message>
    <message>
        <source>counter start</source>
        <translation>カウンターステップの始め</translation>
    </message>
    <message>
        <source>crit</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>damage on {card} (#{iid})</source>
        <translation>{card}（#{iid}）のダメージ</translation>
    </message>
    <message>
        <source>damage start</source>
        <translation>ダメージステップの始め</translation>
    </message>
    <message>
        <source>declaration start</source>
        <translation>アタック宣言ステップの始め</translation>
    </message>
    <message>
        <source>defense</source>
        <translation>ディフェンス</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>破壊</translation>
    </message>
    <message>
        <source>draw start</source>
        <translation>ドローフェイズの始め</translation>
    </message>
    <message>
        <source>draw up to {n}</source>
        <translation>カードを{n}枚まで引く</translation>
    </message>
    <message>
        <source>draw {n}</source>
        <translation>カードを{n}枚引く</translation>
    </message>
    <message>
        <source>dropped from the deck</source>
        <translation>デッキからドロップ</translation>
    </message>
    <message>
        <source>dropped from the hand</source>
        <translation>手札からドロップ</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>encore start</source>
        <translation>アンコールステップの始め</translation>
    </message>
    <message>
        <source>equipped</source>
        <translation>装備</translation>
    </message>
    <message>
        <source>every player lost at the same time: draw</source>
        <translation>全員が同時に敗北: 引き分け</translation>
    </message>
    <message>
        <source>exchanged</source>
        <translation>入れ替え</translation>
    </message>
    <message>
        <source>fewer than two units to exchange</source>
        <translation>入れ替えるユニットが2体未満</translation>
    </message>
    <message>
        <source>first vanguard, face down</source>
        <translation>ファーストヴァンガード、裏向き</translation>
    </message>
    <message>
        <source>fizzled</source>
        <translation>不発</translation>
    </message>
    <message>
        <source>for the turn</source>
        <translation>このターン中</translation>
    </message>
    <message>
        <source>front</source>
        <translation>前列</translation>
    </message>
    <message>
        <source>front RC</source>
        <translation>前列のリアガードサークル</translation>
    </message>
    <message>
        <source>front left rear-guard circle</source>
        <translation>前列左のリアガードサークル</translation>
    </message>
    <message>
        <source>front right rear-guard circle</source>
        <translation>前列右のリアガードサークル</translation>
    </message>
    <message>
        <source>front_RC</source>
        <translation>前列のリアガードサークル</translation>
    </message>
    <message>
        <source>gate trigger</source>
        <translation>ゲートトリガー</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>グレード</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>ガード</translation>
    </message>
    <message>
        <source>guardian (normal call)</source>
        <translation>ガーディアン（ノーマルコール）</translation>
    </message>
    <message>
        <source>guardian circle</source>
        <translation>ガーディアンサークル</translation>
    </message>
    <message>
        <source>guardian outside the battle phase</source>
        <translation>バトルフェイズ外のガーディアン</translation>
    </message>
    <message>
        <source>guardian retired</source>
        <translation>ガーディアンの退却</translation>
    </message>
    <message>
        <source>hand limit</source>
        <translation>手札上限</translation>
    </message>
    <message>
        <source>has 4 cards in the level</source>
        <translation>レベル置場のカードが4枚になった</translation>
    </message>
    <message>
        <source>has no Life</source>
        <translation>ライフがなくなった</translation>
    </message>
    <message>
        <source>has no cards in deck and waiting room</source>
        <translation>山札と控え室のカードがなくなった</translation>
    </message>
    <message>
        <source>has no cards in the deck</source>
        <translation>デッキのカードがなくなった</translation>
    </message>
    <message>
        <source>has no cards in their Life Area</source>
        <translation>ライフエリアのカードがなくなった</translation>
    </message>
    <message>
        <source>has no cards in their deck</source>
        <translation>デッキのカードがなくなった</translation>
    </message>
    <message>
        <source>has no cards left in the deck</source>
        <translation>山札がなくなった</translation>
    </message>
    <message>
        <source>has six or more damage</source>
        <translation>ダメージが6枚以上になった</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>ヒール</translation>
    </message>
    <message>
        <source>healed</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>instead of a KO</source>
        <translation>KOの代わりに</translation>
    </message>
    <message>
        <source>instead of being played</source>
        <translation>登場の代わりに</translation>
    </message>
    <message>
        <source>intercept</source>
        <translation>インターセプト</translation>
    </message>
    <message>
        <source>into the soul of {card}</source>
        <translation>{card}のソウルへ</translation>
    </message>
    <message>
        <source>its back side</source>
        <translation>裏面</translation>
    </message>
    <message>
        <source>its card left the field</source>
        <translation>カードが場を離れた</translation>
    </message>
    <message>
        <source>its level</source>
        <translation>そのレベル</translation>
    </message>
    <message>
        <source>its power</source>
        <translation>そのパワー</translation>
    </message>
    <message>
        <source>its soul</source>
        <translation>そのソウル</translation>
    </message>
    <message>
        <source>leader/battle</source>
        <translation>リーダーエリアかバトルエリア</translation>
    </message>
    <message>
        <source>left</source>
        <translation>レフト</translation>
    </message>
    <message>
        <source>left of the back stage</source>
        <translation>後列の左</translation>
    </message>
    <message>
        <source>left of the center stage</source>
        <translation>前列の左</translation>
    </message>
    <message>
        <source>level up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>loses by the effect of {card}</source>
        <translation>{card}の効果で敗北</translation>
    </message>
    <message>
        <source>loses: Player {n} wins by the effect of {card}</source>
        <translation>敗北: プレイヤー{n}が{card}の効果で勝利</translation>
    </message>
    <message>
        <source>lost by a card skill ({card})</source>
        <translation>カードのスキルで敗北（{card}）</translation>
    </message>
    <message>
        <source>main start</source>
        <translation>メインフェイズの始め</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>マーカー</translation>
    </message>
    <message>
        <source>marker moves with its character</source>
        <translation>マーカーはキャラと一緒に移動</translation>
    </message>
    <message>
        <source>marker of a character leaving the stage</source>
        <translation>舞台を離れるキャラのマーカー</translation>
    </message>
    <message>
        <source>marker without a character</source>
        <translation>キャラのいないマーカー</translation>
    </message>
    <message>
        <source>middle of the center stage</source>
        <translation>前列の中央</translation>
    </message>
    <message>
        <source>mill</source>
        <translation>ミル</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>moved within its column</source>
        <translation>縦列内で移動</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>マリガン</translation>
    </message>
    <message>
        <source>neg_draw</source>
        <translation>ネガティブドロー</translation>
    </message>
    <message>
        <source>neg_energy</source>
        <translation>ネガティブエナジー</translation>
    </message>
    <message>
        <source>neg_life</source>
        <translation>ネガティブライフ</translation>
    </message>
    <message>
        <source>no Gate</source>
        <translation>ゲートなし</translation>
    </message>
    <message>
        <source>no Gate Master</source>
        <translation>ゲートマスターなし</translation>
    </message>
    <message>
        <source>no card to choose</source>
        <translation>選べるカードがない</translation>
    </message>
    <message>
        <source>no power</source>
        <translation>パワー0以下</translation>
    </message>
    <message>
        <source>normal call</source>
        <translation>ノーマルコール</translation>
    </message>
    <message>
        <source>normal ride</source>
        <translation>ノーマルライド</translation>
    </message>
    <message>
        <source>nothing can move</source>
        <translation>移動できるものがない</translation>
    </message>
    <message>
        <source>opening hand</source>
        <translation>最初の手札</translation>
    </message>
    <message>
        <source>over the Limit</source>
        <translation>リミット超過</translation>
    </message>
    <message>
        <source>overloaded field zone</source>
        <translation>フィールドゾーンの重複</translation>
    </message>
    <message>
        <source>overloaded vanguard circle</source>
        <translation>ヴァンガードサークルに重なった</translation>
    </message>
    <message>
        <source>paid as Energy</source>
        <translation>エナジーとして支払い</translation>
    </message>
    <message>
        <source>placed</source>
        <translation>置く</translation>
    </message>
    <message>
        <source>placed under {card}</source>
        <translation>{card}の下に置かれた</translation>
    </message>
    <message>
        <source>play negated</source>
        <translation>登場が無効</translation>
    </message>
    <message>
        <source>played</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>played by a skill</source>
        <translation>スキルで登場</translation>
    </message>
    <message>
        <source>played by an effect</source>
        <translation>効果で登場</translation>
    </message>
    <message>
        <source>played by its skill</source>
        <translation>自身のスキルで登場</translation>
    </message>
    <message>
        <source>pool trigger</source>
        <translation>プールトリガー</translation>
    </message>
    <message>
        <source>power_at_least</source>
        <translation>パワーが指定の値以上</translation>
    </message>
    <message>
        <source>put into the GC</source>
        <translation>ガーディアンサークルへ</translation>
    </message>
    <message>
        <source>put into the RC</source>
        <translation>リアガードサークルへ</translation>
    </message>
    <message>
        <source>put into the VC</source>
        <translation>ヴァンガードサークルへ</translation>
    </message>
    <message>
        <source>put into the bind</source>
        <translation>バインドへ</translation>
    </message>
    <message>
        <source>put into the clock</source>
        <translation>クロックへ</translation>
    </message>
    <message>
        <source>put into the damage</source>
        <translation>ダメージゾーンへ</translation>
    </message>
    <message>
        <source>put into the deck</source>
        <translation>山札へ</translation>
    </message>
    <message>
        <source>put into the drop</source>
        <translation>ドロップへ</translation>
    </message>
    <message>
        <source>put into the energy</source>
        <translation>エナジーへ</translation>
    </message>
    <message>
        <source>put into the front RC</source>
        <translation>前列のリアガードサークルへ</translation>
    </message>
    <message>
        <source>put into the hand</source>
        <translation>手札へ</translation>
    </message>
    <message>
        <source>put into the level</source>
        <translation>レベル置場へ</translation>
    </message>
    <message>
        <source>put into the life</source>
        <translation>ライフへ</translation>
    </message>
    <message>
        <source>put into the memory</source>
        <translation>思い出へ</translation>
    </message>
    <message>
        <source>put into the removed</source>
        <translation>除外ゾーンへ</translation>
    </message>
    <message>
        <source>put into the soul</source>
        <translation>ソウルへ</translation>
    </message>
    <message>
        <source>put into the soul as a cost</source>
        <translation>コストとしてソウルへ</translation>
    </message>
    <message>
        <source>put into the stock</source>
        <translation>ストックへ</translation>
    </message>
    <message>
        <source>put into the waiting room</source>
        <translation>控え室へ</translation>
    </message>
    <message>
        <source>put into the warp</source>
        <translation>ワープへ</translation>
    </message>
    <message>
        <source>put {what} into the {zone}</source>
        <translation>{what}を{zone}に置く</translation>
    </message>
    <message>
        <source>redraw</source>
        <translation>引き直し</translation>
    </message>
    <message>
        <source>refresh</source>
        <translation>リフレッシュ</translation>
    </message>
    <message>
        <source>refresh point</source>
        <translation>リフレッシュポイント</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>入れ替え</translation>
    </message>
    <message>
        <source>replacement effect</source>
        <translation>置換効果</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>解決</translation>
    </message>
    <message>
        <source>restraint</source>
        <translation>レストレイン</translation>
    </message>
    <message>
        <source>retired (hit)</source>
        <translation>退却（ヒット）</translation>
    </message>
    <message>
        <source>retired as a cost</source>
        <translation>コストとして退却</translation>
    </message>
    <message>
        <source>retired: another unit was called to its circle</source>
        <translation>退却: そのサークルに別のユニットがコールされた</translation>
    </message>
    <message>
        <source>retired: another unit was placed on its circle</source>
        <translation>退却: そのサークルに別のユニットが置かれた</translation>
    </message>
    <message>
        <source>return trigger</source>
        <translation>リターントリガー</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>revealed, to the bottom</source>
        <translation>公開して、一番下へ</translation>
    </message>
    <message>
        <source>ridden: into the soul</source>
        <translation>ライドされた: ソウルへ</translation>
    </message>
    <message>
        <source>right</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>right of the back stage</source>
        <translation>後列の右</translation>
    </message>
    <message>
        <source>right of the center stage</source>
        <translation>前列の右</translation>
    </message>
    <message>
        <source>search</source>
        <translation>サーチ</translation>
    </message>
    <message>
        <source>searched</source>
        <translation>サーチ</translation>
    </message>
    <message>
        <source>send to its owner&apos;s Warp</source>
        <translation>持ち主のワープに送る</translation>
    </message>
    <message>
        <source>sent to the Warp</source>
        <translation>ワープへ</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>シールド</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>ショット</translation>
    </message>
    <message>
        <source>skill cost</source>
        <translation>スキルコスト</translation>
    </message>
    <message>
        <source>soul blast</source>
        <translation>ソウルブラスト</translation>
    </message>
    <message>
        <source>soul charge (cost)</source>
        <translation>ソウルチャージ（コスト）</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>stand start</source>
        <translation>スタンドフェイズの始め</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>スタンバイ</translation>
    </message>
    <message>
        <source>standby trigger</source>
        <translation>スタンバイトリガー</translation>
    </message>
    <message>
        <source>summoned</source>
        <translation>召喚</translation>
    </message>
    <message>
        <source>superior call</source>
        <translation>スペリオルコール</translation>
    </message>
    <message>
        <source>superior call (guardian)</source>
        <translation>スペリオルコール（ガーディアン）</translation>
    </message>
    <message>
        <source>superior ride</source>
        <translation>スペリオルライド</translation>
    </message>
    <message>
        <source>switch to Rest Mode</source>
        <translation>レストモードにする</translation>
    </message>
    <message>
        <source>the attack of {card}</source>
        <translation>{card}のアタック</translation>
    </message>
    <message>
        <source>the card above it left</source>
        <translation>上のカードが離れた</translation>
    </message>
    <message>
        <source>the cards looked at</source>
        <translation>見たカード</translation>
    </message>
    <message>
        <source>the combo of {card}</source>
        <translation>{card}のコンボ</translation>
    </message>
    <message>
        <source>the play of {card}</source>
        <translation>{card}の登場</translation>
    </message>
    <message>
        <source>the rest, to the bottom</source>
        <translation>残りを一番下へ</translation>
    </message>
    <message>
        <source>the top {n} card(s)</source>
        <translation>上から{n}枚</translation>
    </message>
    <message>
        <source>the {skill} of {card}</source>
        <translation>{card}の{skill}</translation>
    </message>
    <message>
        <source>the {skill} of {card} resolved</source>
        <translation>{card}の{skill}の解決後</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>このターン中</translation>
    </message>
    <message>
        <source>timed: to the bottom of the deck</source>
        <translation>時限: 山札の下へ</translation>
    </message>
    <message>
        <source>timed: to the drop</source>
        <translation>時限: ドロップゾーンへ</translation>
    </message>
    <message>
        <source>timed: to the hand</source>
        <translation>時限: 手札へ</translation>
    </message>
    <message>
        <source>to Energy</source>
        <translation>エナジーへ（チャージ）</translation>
    </message>
    <message>
        <source>token added to the hand</source>
        <translation>トークンを手札に加える</translation>
    </message>
    <message>
        <source>token removed from the game</source>
        <translation>トークンをゲームから除外</translation>
    </message>
    <message>
        <source>token summoned</source>
        <translation>トークン召喚</translation>
    </message>
    <message>
        <source>total {total}</source>
        <translation>合計{total}</translation>
    </message>
    <message>
        <source>total {total}, specified {spec}</source>
        <translation>合計{total}、うち指定{spec}</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>トレジャー</translation>
    </message>
    <message>
        <source>treasure trigger</source>
        <translation>トレジャートリガー</translation>
    </message>
    <message>
        <source>trigger check</source>
        <translation>トリガーチェック</translation>
    </message>
    <message>
        <source>trigger start</source>
        <translation>トリガーステップの始め</translation>
    </message>
    <message>
        <source>triple drive</source>
        <translation>トリプルドライブ!!!</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>ターン終了時</translation>
    </message>
    <message>
        <source>turn end</source>
        <translation>エンドフェイズの始め</translation>
    </message>
    <message>
        <source>turn start</source>
        <translation>ターンの始め</translation>
    </message>
    <message>
        <source>twin drive</source>
        <translation>ツインドライブ!!</translation>
    </message>
    <message>
        <source>under another card</source>
        <translation>別のカードの下</translation>
    </message>
    <message>
        <source>until end of battle</source>
        <translation>そのバトル中</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>ターン終了時まで</translation>
    </message>
    <message>
        <source>until end of your opponent&apos;s turn</source>
        <translation>次の相手のターンの終わりまで</translation>
    </message>
    <message>
        <source>until the end of the Main Phase</source>
        <translation>メインフェイズ終了時まで</translation>
    </message>
    <message>
        <source>until the start of your next Main Phase</source>
        <translation>次の自分のメインフェイズ開始時まで</translation>
    </message>
    <message>
        <source>up to {n} battle(s)</source>
        <translation>バトルカード{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} card(s)</source>
        <translation>カード{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} character(s)</source>
        <translation>キャラ{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} climax(s)</source>
        <translation>クライマックス{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} event(s)</source>
        <translation>イベント{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} extra(s)</source>
        <translation>エクストラカード{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} gate(s)</source>
        <translation>ゲート{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} item(s)</source>
        <translation>アイテム{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} leader(s)</source>
        <translation>リーダーカード{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} leader/battle(s)</source>
        <translation>リーダーカードかバトルカード{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} normal_unit(s)</source>
        <translation>ノーマルユニット{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} spell(s)</source>
        <translation>スペル{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} trigger_unit(s)</source>
        <translation>トリガーユニット{n}枚まで</translation>
    </message>
    <message>
        <source>up to {n} unit(s)</source>
        <translation>ユニット{n}枚まで</translation>
    </message>
    <message>
        <source>vanguard circle</source>
        <translation>ヴァンガードサークル</translation>
    </message>
    <message>
        <source>waiting room</source>
        <translation>控え室</translation>
    </message>
    <message>
        <source>waiting_room</source>
        <translation>控え室</translation>
    </message>
    <message>
        <source>warp_drop {n}</source>
        <translation>相手のドロップエリアのカードを{n}枚までワープに送る</translation>
    </message>
    <message>
        <source>{ability} — pay [{cost}]?</source>
        <translation>{ability} — [{cost}]を支払いますか？</translation>
    </message>
    <message>
        <source>{ability} — pay {cost}?</source>
        <translation>{ability} — {cost}を支払いますか？</translation>
    </message>
    <message>
        <source>{attacker} {a} power against {target} {b}: hit</source>
        <translation>{attacker}（パワー{a}）対 {target}（{b}）: ヒット</translation>
    </message>
    <message>
        <source>{attacker} {a} power against {target} {b}: no hit</source>
        <translation>{attacker}（パワー{a}）対 {target}（{b}）: ノーヒット</translation>
    </message>
    <message>
        <source>{a} &lt; {d}: the attack fails; nothing happens</source>
        <translation>{a} &lt; {d}: アタック失敗、何も起こらない</translation>
    </message>
    <message>
        <source>{a} and {b} exchange positions</source>
        <translation>{a}と{b}の位置を入れ替える</translation>
    </message>
    <message>
        <source>{a} ≥ {d}: the attack succeeds (ties go to the attack card)</source>
        <translation>{a} ≥ {d}: アタック成功（同じ値ならアタックカードの勝ち）</translation>
    </message>
    <message>
        <source>{cards} (face down)</source>
        <translation>裏向きの{cards}</translation>
    </message>
    <message>
        <source>{cards} (face up)</source>
        <translation>表向きの{cards}</translation>
    </message>
    <message>
        <source>{cards} ({names})</source>
        <translation>{cards}（{names}）</translation>
    </message>
    <message>
        <source>{cards} ({stat} &lt;= {v})</source>
        <translation>{stat}{v}以下の{cards}</translation>
    </message>
    <message>
        <source>{cards} ({stat} = {v})</source>
        <translation>{stat}{v}の{cards}</translation>
    </message>
    <message>
        <source>{cards} ({stat} &gt;= {v})</source>
        <translation>{stat}{v}以上の{cards}</translation>
    </message>
    <message>
        <source>{cards} in a {zone}</source>
        <translation>{zone}の{cards}</translation>
    </message>
    <message>
        <source>{cards} in your opponent&apos;s {zone}</source>
        <translation>相手の{zone}の{cards}</translation>
    </message>
    <message>
        <source>{cards} in your {zone}</source>
        <translation>自分の{zone}の{cards}</translation>
    </message>
    <message>
        <source>{cards}: removed from the Battle Area by an opponent&apos;s skill</source>
        <translation>{cards}: 相手のスキルでバトルエリアから離れる</translation>
    </message>
    <message>
        <source>{card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>{card} ({circle})</source>
        <translation>{card}（{circle}）</translation>
    </message>
    <message>
        <source>{card} ({circle}) attacks {targets}</source>
        <translation>{card}（{circle}）が{targets}にアタック</translation>
    </message>
    <message>
        <source>{card} and {partner} are in Union</source>
        <translation>{card}と{partner}がユニオンになる</translation>
    </message>
    <message>
        <source>{card} attacks {target}</source>
        <translation>{card}が{target}にアタック</translation>
    </message>
    <message>
        <source>{card} attacks: choose the type of attack</source>
        <translation>{card}のアタック: アタックの種類を選んでください</translation>
    </message>
    <message>
        <source>{card} becomes reversed</source>
        <translation>{card}はリバースする</translation>
    </message>
    <message>
        <source>{card} becomes the attacked unit</source>
        <translation>{card}がアタックされているユニットになる</translation>
    </message>
    <message>
        <source>{card} boosts {target} (+{power} power)</source>
        <translation>{card}が{target}をブースト（パワー+{power}）</translation>
    </message>
    <message>
        <source>{card} can attack Battle Cards in Active Mode until the end of the turn</source>
        <translation>{card}はターン終了時まで、アクティブモードのバトルカードにアタックできる</translation>
    </message>
    <message>
        <source>{card} can&apos;t be KO-ed this way (its [Permanent] skill)</source>
        <translation>{card}はこの方法ではKOされない（【永続】スキル）</translation>
    </message>
    <message>
        <source>{card} cannot be hit</source>
        <translation>{card}はヒットされない</translation>
    </message>
    <message>
        <source>{card} cannot be hit until end of that battle</source>
        <translation>{card}はそのバトル中ヒットされない</translation>
    </message>
    <message>
        <source>{card} gets +1 critical</source>
        <translation>{card}はクリティカル+1</translation>
    </message>
    <message>
        <source>{card} gets +1 soul (direct attack)</source>
        <translation>{card}はソウル+1（ダイレクトアタック）</translation>
    </message>
    <message>
        <source>{card} gets +1 soul (soul trigger)</source>
        <translation>{card}はソウル+1（ソウルトリガー）</translation>
    </message>
    <message>
        <source>{card} gets +4 Crit this turn</source>
        <translation>このターン中、{card}はクリティカル+4</translation>
    </message>
    <message>
        <source>{card} gets +4000 Power this turn</source>
        <translation>このターン中、{card}はパワー+4000</translation>
    </message>
    <message>
        <source>{card} gets +{n} power</source>
        <translation>{card}はパワー+{n}</translation>
    </message>
    <message>
        <source>{card} gets [Penetrate] this turn</source>
        <translation>このターン中、{card}は[ペネトレイト]を得る</translation>
    </message>
    <message>
        <source>{card} gets {keyword}</source>
        <translation>{card}は{keyword}を得る</translation>
    </message>
    <message>
        <source>{card} gets {keyword} {until}</source>
        <translation>{card}は{until}、{keyword}を得る</translation>
    </message>
    <message>
        <source>{card} gets {n:+d} Power this turn</source>
        <translation>このターン中、{card}はパワー{n:+d}</translation>
    </message>
    <message>
        <source>{card} gets {n:+d} {stat}</source>
        <translation>{card}は{stat}{n:+d}</translation>
    </message>
    <message>
        <source>{card} gets {n:+d} {stat} {until}</source>
        <translation>{card}は{until}、{stat}{n:+d}</translation>
    </message>
    <message>
        <source>{card} gets {n} soul (side attack)</source>
        <translation>{card}はソウル{n}（サイドアタック）</translation>
    </message>
    <message>
        <source>{card} goes into the soul of {target}</source>
        <translation>{card}が{target}のソウルに入る</translation>
    </message>
    <message>
        <source>{card} guards {target}</source>
        <translation>{card}で{target}をガード</translation>
    </message>
    <message>
        <source>{card} guards {target} ({circle})</source>
        <translation>{card}で{target}をガード（{circle}）</translation>
    </message>
    <message>
        <source>{card} has 0 power or less and is placed in the Drop Area</source>
        <translation>{card}はパワー0以下のため、ドロップエリアに置かれる</translation>
    </message>
    <message>
        <source>{card} has [Deflect]: [Counter: Play] cannot be activated against it</source>
        <translation>{card}は【デフレクト】を持つ: これに対して【カウンター: 登場】は発動できない</translation>
    </message>
    <message>
        <source>{card} has [Indestructible]: it is not removed</source>
        <translation>{card}は【不屈】を持つ: 場を離れない</translation>
    </message>
    <message>
        <source>{card} has [Victory Strike] and dealt life damage by attacking: Player {n} wins</source>
        <translation>{card}は【ビクトリーストライク】を持ち、アタックでライフにダメージを与えた: プレイヤー{n}の勝利</translation>
    </message>
    <message>
        <source>{card} has [{strike}]: it inflicts {n} damage instead of {m}</source>
        <translation>{card}は【{strike}】を持つ: {m}ではなく{n}ダメージを与える</translation>
    </message>
    <message>
        <source>{card} has left its circle and deals no damage</source>
        <translation>{card}はサークルを離れたので、ダメージを与えない</translation>
    </message>
    <message>
        <source>{card} has no Gate Master skill</source>
        <translation>{card}はゲートマスタースキルを持たない</translation>
    </message>
    <message>
        <source>{card} has {k} power and goes to the waiting room</source>
        <translation>{card}のパワーは{k}なので、控え室に置かれる</translation>
    </message>
    <message>
        <source>{card} has {k} soul and deals no damage</source>
        <translation>{card}のソウルは{k}なので、ダメージを与えない</translation>
    </message>
    <message>
        <source>{card} hits the vanguard and deals {n} damage</source>
        <translation>{card}がヴァンガードにヒットし、{n}ダメージを与える</translation>
    </message>
    <message>
        <source>{card} inflicts {k} damage to Player {n}: life {before} → {after}</source>
        <translation>{card}がプレイヤー{n}に{k}ダメージを与える: ライフ{before} → {after}</translation>
    </message>
    <message>
        <source>{card} inflicts {k} damage to Player {n}: life {before} → {after} — [Critical]: the life cards go to the Drop Area instead of the hand</source>
        <translation>{card}がプレイヤー{n}に{k}ダメージを与える: ライフ{before} → {after} — 【クリティカル】: ライフのカードは手札ではなくドロップエリアに置かれる</translation>
    </message>
    <message>
        <source>{card} is KO-ed and placed in the Drop Area</source>
        <translation>{card}はKOされ、ドロップエリアに置かれる</translation>
    </message>
    <message>
        <source>{card} is [Indestructible] and is not KO-ed</source>
        <translation>{card}は【不屈】を持つため、KOされない</translation>
    </message>
    <message>
        <source>{card} is activated</source>
        <translation>{card}の発動</translation>
    </message>
    <message>
        <source>{card} is called to the guardian circle and guards {target}</source>
        <translation>{card}がガーディアンサークルにコールされ、{target}をガードする</translation>
    </message>
    <message>
        <source>{card} is destroyed</source>
        <translation>{card}が破壊される</translation>
    </message>
    <message>
        <source>{card} is dropped: overloaded field zone</source>
        <translation>{card}をドロップ: フィールドゾーンの重複</translation>
    </message>
    <message>
        <source>{card} is dropped: the Limit on the field exceeds 3</source>
        <translation>{card}をドロップ: 場のリミットが3を超えた</translation>
    </message>
    <message>
        <source>{card} is no longer the attacking character on the stage and deals no damage</source>
        <translation>{card}はもう舞台でアタック中のキャラではないので、ダメージを与えない</translation>
    </message>
    <message>
        <source>{card} is placed in the Battle Area</source>
        <translation>{card}をバトルエリアに置く</translation>
    </message>
    <message>
        <source>{card} is placed on the {pos}</source>
        <translation>{card}を{pos}に置く</translation>
    </message>
    <message>
        <source>{card} is placed on top of {old}: it keeps its Active Mode and {k} power effect(s) ({power} power)</source>
        <translation>{card}を{old}の上に置く: アクティブモードとパワーの効果{k}個を引き継ぐ（パワー{power}）</translation>
    </message>
    <message>
        <source>{card} is placed on top of {old}: it keeps its Rest Mode and {k} power effect(s) ({power} power)</source>
        <translation>{card}を{old}の上に置く: レストモードとパワーの効果{k}個を引き継ぐ（パワー{power}）</translation>
    </message>
    <message>
        <source>{card} is played in Active Mode</source>
        <translation>{card}はアクティブモードで登場する</translation>
    </message>
    <message>
        <source>{card} is put into the waiting room from the {pos}</source>
        <translation>{card}は{pos}から控え室に置かれる</translation>
    </message>
    <message>
        <source>{card} is replaced and goes to the waiting room</source>
        <translation>{card}は入れ替えられ、控え室に置かれる</translation>
    </message>
    <message>
        <source>{card} is replaced by {new} and goes to the waiting room</source>
        <translation>{card}は{new}と入れ替えられ、控え室に置かれる</translation>
    </message>
    <message>
        <source>{card} is retired</source>
        <translation>{card}は退却する</translation>
    </message>
    <message>
        <source>{card} is sent to its owner&apos;s Warp</source>
        <translation>{card}を持ち主のワープに送る</translation>
    </message>
    <message>
        <source>{card} leaves the Battle Area and ceases to exist</source>
        <translation>{card}はバトルエリアを離れ、消滅する</translation>
    </message>
    <message>
        <source>{card} leaves the field</source>
        <translation>{card}は場を離れる</translation>
    </message>
    <message>
        <source>{card} leaves the field ([Gear Swap])</source>
        <translation>[ギアスワップ]: {card}が場を離れる</translation>
    </message>
    <message>
        <source>{card} leaves the field ([Ghoststrike])</source>
        <translation>[ゴーストストライク]: {card}が場を離れる</translation>
    </message>
    <message>
        <source>{card} leaves the field (over the Limit)</source>
        <translation>{card}が場を離れる（場のリミット超過）</translation>
    </message>
    <message>
        <source>{card} leaves the field (put into the deck)</source>
        <translation>{card}が場を離れ、デッキに置かれる</translation>
    </message>
    <message>
        <source>{card} leaves the field (put into the drop)</source>
        <translation>{card}が場を離れ、ドロップに置かれる</translation>
    </message>
    <message>
        <source>{card} leaves the field (put into the energy)</source>
        <translation>{card}が場を離れ、エナジーに置かれる</translation>
    </message>
    <message>
        <source>{card} leaves the field ({why})</source>
        <translation>{card}が場を離れる（{why}）</translation>
    </message>
    <message>
        <source>{card} loses {keyword}</source>
        <translation>{card}は{keyword}を失う</translation>
    </message>
    <message>
        <source>{card} loses {keyword} {until}</source>
        <translation>{card}は{until}、{keyword}を失う</translation>
    </message>
    <message>
        <source>{card} moves to Player {n}&apos;s side: Player {n} controls it</source>
        <translation>{card}がプレイヤー{n}の側に移動: プレイヤー{n}がコントロールする</translation>
    </message>
    <message>
        <source>{card} moves to center</source>
        <translation>{card}がセンターに移動</translation>
    </message>
    <message>
        <source>{card} moves to left</source>
        <translation>{card}がレフトに移動</translation>
    </message>
    <message>
        <source>{card} moves to right</source>
        <translation>{card}がライトに移動</translation>
    </message>
    <message>
        <source>{card} moves to {zone}</source>
        <translation>{card}が{zone}に移動</translation>
    </message>
    <message>
        <source>{card} receives {k} damage ({why}) — {total} against Defense {defense}</source>
        <translation>{card}が{k}ダメージを受ける（{why}）— 合計{total}、ディフェンス{defense}</translation>
    </message>
    <message>
        <source>{card} resolved</source>
        <translation>{card}の解決後</translation>
    </message>
    <message>
        <source>{card} returns to its owner&apos;s hand</source>
        <translation>{card}が持ち主の手札に戻る</translation>
    </message>
    <message>
        <source>{card} stands: [Dual Attack]</source>
        <translation>{card}をスタンド: [デュアルアタック]</translation>
    </message>
    <message>
        <source>{card} stays in center</source>
        <translation>{card}はセンターに留まる</translation>
    </message>
    <message>
        <source>{card} stays in its owner&apos;s hand instead of being played</source>
        <translation>{card}は登場せず、持ち主の手札に残る</translation>
    </message>
    <message>
        <source>{card} stays in left</source>
        <translation>{card}はレフトに留まる</translation>
    </message>
    <message>
        <source>{card} stays in right</source>
        <translation>{card}はライトに留まる</translation>
    </message>
    <message>
        <source>{card} stays on the field: [Soulguard]</source>
        <translation>{card}は場に残る: [ソウルガード]</translation>
    </message>
    <message>
        <source>{card} switches to Active Mode after the battle</source>
        <translation>バトル終了後、{card}がアクティブモードになる</translation>
    </message>
    <message>
        <source>{card} turned face down</source>
        <translation>{card}を裏向きにした</translation>
    </message>
    <message>
        <source>{card} turned face up</source>
        <translation>{card}を表向きにした</translation>
    </message>
    <message>
        <source>{card} was played with [Over Realm] and is sent to the Warp</source>
        <translation>【オーバーレルム】で登場した{card}をワープに送る</translation>
    </message>
    <message>
        <source>{card} would go to the waiting room: choose which replacement effect applies first</source>
        <translation>{card}が控え室に置かれようとしています: 先に適用する置換効果を選んでください</translation>
    </message>
    <message>
        <source>{card}&apos;s abilities cannot be used</source>
        <translation>{card}の能力は使えない</translation>
    </message>
    <message>
        <source>{card}: +{n} combo power</source>
        <translation>{card}: コンボパワー+{n}</translation>
    </message>
    <message>
        <source>{card}: Gate Master skill ({skill})</source>
        <translation>{card}: ゲートマスタースキル（{skill}）</translation>
    </message>
    <message>
        <source>{card}: [BSRK] the opponent cannot use [Counter] during its attacks this turn</source>
        <translation>{card}: [BSRK] このターン、このカードのアタック中に相手は[カウンター]を使えない</translation>
    </message>
    <message>
        <source>{card}: [Combine] into {target}</source>
        <translation>{card}: {target}に[コンバイン]</translation>
    </message>
    <message>
        <source>{card}: [Union &quot;{name}&quot;]</source>
        <translation>{card}: [ユニオン「{name}」]</translation>
    </message>
    <message>
        <source>{card}: its condition is not met, nothing happens</source>
        <translation>{card}: 条件を満たさないため、何も起こらない</translation>
    </message>
    <message>
        <source>{card}: the cost cannot be paid in full, the card returns</source>
        <translation>{card}: コストを全額支払えないため、カードは戻る</translation>
    </message>
    <message>
        <source>{card}: {skill}</source>
        <translation>{card}の{skill}</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card}: {text}</translation>
    </message>
    <message>
        <source>{first} + {then}</source>
        <translation>{first} + {then}</translation>
    </message>
    <message>
        <source>{first} -&gt; {then}</source>
        <translation>{first} -&gt; {then}</translation>
    </message>
    <message>
        <source>{first} then {then}</source>
        <translation>{first}、その後{then}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}。{then}</translation>
    </message>
    <message>
        <source>{icon} trigger of {card}: Player {n} carries out its action by hand (not in the rules Playmat plays)</source>
        <translation>{card}の{icon}トリガー: プレイヤー{n}が手動で実行する（Playmatが扱うルールにない）</translation>
    </message>
    <message>
        <source>{i}. {card}</source>
        <translation>{i}. {card}</translation>
    </message>
    <message>
        <source>{k} card(s)</source>
        <translation>カード{k}枚</translation>
    </message>
    <message>
        <source>{k} card(s): {what}</source>
        <translation>{k}枚: {what}</translation>
    </message>
    <message>
        <source>{label} (end of the turn)</source>
        <translation>{label}（ターン終了時）</translation>
    </message>
    <message>
        <source>{label} is fizzled</source>
        <translation>{label}は不発になった</translation>
    </message>
    <message>
        <source>{label} is fizzled and does not resolve</source>
        <translation>{label}は不発になり、解決しない</translation>
    </message>
    <message>
        <source>{label} negates {card}</source>
        <translation>{label}が{card}を無効にする</translation>
    </message>
    <message>
        <source>{label} negates: {what}</source>
        <translation>{label}が無効にする: {what}</translation>
    </message>
    <message>
        <source>{label} resolves</source>
        <translation>{label} を解決</translation>
    </message>
    <message>
        <source>{label} — use it?</source>
        <translation>{label} — 使いますか？</translation>
    </message>
    <message>
        <source>{label}: KO {card}</source>
        <translation>{label}: {card}をKOする</translation>
    </message>
    <message>
        <source>{label}: Negate [Blocker] — the guard card switches from {old} back to {card} ({old} stays in Rest Mode)</source>
        <translation>{label}: 【ブロッカー】無効 — ガードカードは{old}から{card}に戻る（{old}はレストモードのまま）</translation>
    </message>
    <message>
        <source>{label}: Player {n} can&apos;t activate the [Activate: Battle] skill of copies of {card} for the rest of the turn</source>
        <translation>{label}: プレイヤー{n}はこのターンの間、{card}と同名カードの【起動バトル】を発動できない</translation>
    </message>
    <message>
        <source>{label}: Player {n} can&apos;t activate the [Activate: Main] skill of copies of {card} for the rest of the turn</source>
        <translation>{label}: プレイヤー{n}はこのターンの間、{card}と同名カードの【起動メイン】を発動できない</translation>
    </message>
    <message>
        <source>{label}: Player {n} can&apos;t activate {card} for the rest of the turn</source>
        <translation>{label}: プレイヤー{n}はこのターンの間{card}を発動できない</translation>
    </message>
    <message>
        <source>{label}: Player {n} can&apos;t play {what} for the rest of the turn</source>
        <translation>{label}: プレイヤー{n}はこのターンの間{what}を登場させられない</translation>
    </message>
    <message>
        <source>{label}: Player {n} cannot lose</source>
        <translation>{label}: プレイヤー{n}は敗北しない</translation>
    </message>
    <message>
        <source>{label}: Player {n} cannot pay [{cost}]</source>
        <translation>{label}: プレイヤー{n}は［{cost}］を払えない</translation>
    </message>
    <message>
        <source>{label}: Player {n} cannot win</source>
        <translation>{label}: プレイヤー{n}は勝利できない</translation>
    </message>
    <message>
        <source>{label}: Player {n} did not; the rest happens</source>
        <translation>{label}: プレイヤー{n}は行わなかったため、残りが行われる</translation>
    </message>
    <message>
        <source>{label}: Player {n} has {k} or fewer cards in hand; nothing is placed</source>
        <translation>{label}: プレイヤー{n}の手札は{k}枚以下のため、何も置かない</translation>
    </message>
    <message>
        <source>{label}: Player {n} has {k} or more cards in hand; nothing is drawn</source>
        <translation>{label}: プレイヤー{n}の手札は{k}枚以上のため、カードを引かない</translation>
    </message>
    <message>
        <source>{label}: Player {n} places {k} card(s) from the top of their deck in the Drop Area</source>
        <translation>{label}: プレイヤー{n}がデッキの上から{k}枚をドロップエリアに置く</translation>
    </message>
    <message>
        <source>{label}: Player {n} places {k} card(s) from the top of their deck in the Energy Area</source>
        <translation>{label}: プレイヤー{n}がデッキの上から{k}枚をエナジーエリアに置く</translation>
    </message>
    <message>
        <source>{label}: Player {n} places {k} card(s) from the top of their deck in the Warp</source>
        <translation>{label}: プレイヤー{n}がデッキの上から{k}枚をワープに置く</translation>
    </message>
    <message>
        <source>{label}: Player {n} plays {card} from among the cards looked at</source>
        <translation>{label}: プレイヤー{n}が見たカードの中から{card}を登場させる</translation>
    </message>
    <message>
        <source>{label}: Player {n} plays {card} in Active Mode</source>
        <translation>{label}: プレイヤー{n}が{card}をアクティブモードで登場させる</translation>
    </message>
    <message>
        <source>{label}: Player {n} plays {card} in Active Mode with its skills negated for the turn</source>
        <translation>{label}: プレイヤー{n}が{card}をアクティブモードで登場させる（このターン中、スキルは無効）</translation>
    </message>
    <message>
        <source>{label}: Player {n} plays {card} in Rest Mode</source>
        <translation>{label}: プレイヤー{n}が{card}をレストモードで登場させる</translation>
    </message>
    <message>
        <source>{label}: Player {n} plays {card} in Rest Mode with its skills negated for the turn</source>
        <translation>{label}: プレイヤー{n}が{card}をレストモードで登場させる（このターン中、スキルは無効）</translation>
    </message>
    <message>
        <source>{label}: Player {n} plays {card} on top of {host}</source>
        <translation>{label}: プレイヤー{n}が{card}を{host}の上に登場させる</translation>
    </message>
    <message>
        <source>{label}: Player {n}&apos;s clock is empty: nothing was done, {card} stays</source>
        <translation>{label}: プレイヤー{n}のクロックは0枚: 何も行われず、{card}はそのまま</translation>
    </message>
    <message>
        <source>{label}: Player {n}&apos;s deck is shuffled</source>
        <translation>{label}: プレイヤー{n}のデッキをシャッフルする</translation>
    </message>
    <message>
        <source>{label}: X is {k}</source>
        <translation>{label}: Xは{k}</translation>
    </message>
    <message>
        <source>{label}: [Once per Turn] already used this turn</source>
        <translation>{label}: 【ターン1回】はこのターンすでに使っている</translation>
    </message>
    <message>
        <source>{label}: a card with the same name is in that soul</source>
        <translation>{label}: そのソウルには同じ名前のカードがある</translation>
    </message>
    <message>
        <source>{label}: a continuous effect word used in a one-shot effect — resolve by hand</source>
        <translation>{label}: 永続効果の語が単発の効果で使われている — 手動で解決してください</translation>
    </message>
    <message>
        <source>{label}: already used this turn</source>
        <translation>{label}: このターンすでに使用した</translation>
    </message>
    <message>
        <source>{label}: at the end of the turn, {steps}</source>
        <translation>{label}: ターン終了時に、{steps}</translation>
    </message>
    <message>
        <source>{label}: cost not paid, the skill does not trigger</source>
        <translation>{label}: コストを支払わなかったため、スキルは誘発しない</translation>
    </message>
    <message>
        <source>{label}: it has been played as many times this turn as it can be</source>
        <translation>{label}: このターンにプレイできる回数をすでにプレイした</translation>
    </message>
    <message>
        <source>{label}: its abilities cannot be used, the stand by is cancelled</source>
        <translation>{label}: 能力が使えないので、待機は取り消される</translation>
    </message>
    <message>
        <source>{label}: its condition is no longer met, nothing happens</source>
        <translation>{label}: 条件を満たさなくなったため、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: its condition is not met, nothing happens</source>
        <translation>{label}: 条件を満たしていないので、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: its condition no longer holds</source>
        <translation>{label}: 条件をもう満たしていない</translation>
    </message>
    <message>
        <source>{label}: its moment did not come that turn; it ends without activating</source>
        <translation>{label}: そのターンに時が来なかったので、発動せずに終わる</translation>
    </message>
    <message>
        <source>{label}: no Battle Card is being played; nothing happens</source>
        <translation>{label}: 登場しようとしているバトルカードはないため、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: no [Blocker] switched the guard card; nothing happens</source>
        <translation>{label}: 【ブロッカー】でガードカードは変わっていないため、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: no battle opponent on the stage</source>
        <translation>{label}: 舞台にバトル相手がいない</translation>
    </message>
    <message>
        <source>{label}: no card was chosen; the rest of the effect is ignored</source>
        <translation>{label}: カードが選ばれなかったため、効果の残りは無視される</translation>
    </message>
    <message>
        <source>{label}: no empty position in the {row} row: {card} stays</source>
        <translation>{label}: {row}に空いている枠がない: {card}はそのまま</translation>
    </message>
    <message>
        <source>{label}: no empty unit zone on your side of the field</source>
        <translation>{label}: 自分の側の場に空いたユニットゾーンがない</translation>
    </message>
    <message>
        <source>{label}: no empty unit zone to move to</source>
        <translation>{label}: 移動先の空いたユニットゾーンがない</translation>
    </message>
    <message>
        <source>{label}: none of those cards is the one named: the rest does not happen</source>
        <translation>{label}: その中に指定されたカードがない: 残りは行わない</translation>
    </message>
    <message>
        <source>{label}: not used</source>
        <translation>{label}: 使用しない</translation>
    </message>
    <message>
        <source>{label}: nothing to fizzle</source>
        <translation>{label}: 不発にするものはない</translation>
    </message>
    <message>
        <source>{label}: nothing was KO-ed; the rest does not happen</source>
        <translation>{label}: 何もKOされなかったため、残りは行われない</translation>
    </message>
    <message>
        <source>{label}: nothing was chosen, nothing happens</source>
        <translation>{label}: 何も選ばれなかったため、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: nothing was placed in a Drop Area; the rest does not happen</source>
        <translation>{label}: ドロップエリアに何も置かれなかったため、残りは行われない</translation>
    </message>
    <message>
        <source>{label}: nothing was played; the rest does not happen</source>
        <translation>{label}: 何も登場しなかったため、残りは行われない</translation>
    </message>
    <message>
        <source>{label}: pay the cost?</source>
        <translation>{label}: コストをペイしますか？</translation>
    </message>
    <message>
        <source>{label}: stand by cancelled</source>
        <translation>{label}: 待機を取り消し</translation>
    </message>
    <message>
        <source>{label}: the attack card is no longer in the Battle Area</source>
        <translation>{label}: アタックカードはもうバトルエリアにない</translation>
    </message>
    <message>
        <source>{label}: the card has left the field</source>
        <translation>{label}: カードは場を離れた</translation>
    </message>
    <message>
        <source>{label}: the card has left the waiting room</source>
        <translation>{label}: カードは控え室を離れた</translation>
    </message>
    <message>
        <source>{label}: the card is a new card; nothing is negated</source>
        <translation>{label}: 別のカードになったため、何も無効にならない</translation>
    </message>
    <message>
        <source>{label}: the card is no longer in a unit zone</source>
        <translation>{label}: カードはもうユニットゾーンにない</translation>
    </message>
    <message>
        <source>{label}: the card is no longer in the Drop Area; it stays where it is</source>
        <translation>{label}: カードはもうドロップエリアにないため、そのまま</translation>
    </message>
    <message>
        <source>{label}: the card is no longer in the Drop Area; nothing is played</source>
        <translation>{label}: カードはもうドロップエリアにないため、何も登場しない</translation>
    </message>
    <message>
        <source>{label}: the card is no longer in the hand; it is not played</source>
        <translation>{label}: カードはもう手札にないため、登場しない</translation>
    </message>
    <message>
        <source>{label}: the card is not sent to the Warp</source>
        <translation>{label}: カードはワープに送られない</translation>
    </message>
    <message>
        <source>{label}: the chosen unit has left the zone it was chosen in</source>
        <translation>{label}: 選ばれたユニットは選ばれたゾーンを離れた</translation>
    </message>
    <message>
        <source>{label}: the cost ({cost}) cannot be paid</source>
        <translation>{label}: コスト（{cost}）を支払えない</translation>
    </message>
    <message>
        <source>{label}: the cost cannot be paid, the skill does not trigger</source>
        <translation>{label}: コストを支払えないため、スキルは誘発しない</translation>
    </message>
    <message>
        <source>{label}: the cost cannot be paid; nothing happens</source>
        <translation>{label}: コストを支払えないため、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: the loop has taken place {k} time(s) and stops</source>
        <translation>{label}: ループが{k}回行われ、止まる</translation>
    </message>
    <message>
        <source>{label}: the part &apos;{part}&apos; is inactive — no effect and no choice</source>
        <translation>{label}: 「{part}」の部分は無効 — 効果も選択もない</translation>
    </message>
    <message>
        <source>{label}: the skills of {card} are negated for the turn</source>
        <translation>{label}: このターンの間、{card}のスキルは無効になる</translation>
    </message>
    <message>
        <source>{label}: the trigger step of this attack performs {k} trigger checks</source>
        <translation>{label}: このアタックのトリガーステップではトリガーチェックを{k}回行う</translation>
    </message>
    <message>
        <source>{label}: there is no attack to fizzle</source>
        <translation>{label}: 不発にするアタックはない</translation>
    </message>
    <message>
        <source>{label}: there is no battle; nothing happens</source>
        <translation>{label}: バトル中ではないため、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: this card is no longer on the stage — it gets nothing</source>
        <translation>{label}: このカードはもう舞台にない — 何も得ない</translation>
    </message>
    <message>
        <source>{label}: this card is no longer on the stage — nothing happens</source>
        <translation>{label}: このカードはもう舞台にない — 何も起こらない</translation>
    </message>
    <message>
        <source>{label}: this card is no longer where its ability works — nothing happens</source>
        <translation>{label}: このカードは能力が働く場所にもうない — 何も起こらない</translation>
    </message>
    <message>
        <source>{label}: this card is no longer where its ability works; nothing is put under it</source>
        <translation>{label}: このカードは能力が働く場所にもうないので、下には何も置かれない</translation>
    </message>
    <message>
        <source>{label}: this card is not attacking: no trigger check is added</source>
        <translation>{label}: このカードはアタックしていない: トリガーチェックは増えない</translation>
    </message>
    <message>
        <source>{label}: this card is not in the Battle Area; no card can be played on top of it</source>
        <translation>{label}: このカードはバトルエリアにないため、上にカードを登場させられない</translation>
    </message>
    <message>
        <source>{label}: this card left its area; the effect fails</source>
        <translation>{label}: このカードがエリアを離れたため、効果は失敗する</translation>
    </message>
    <message>
        <source>{label}: this skill is negated for the game</source>
        <translation>{label}: このゲームの間、このスキルは無効になる</translation>
    </message>
    <message>
        <source>{label}: this skill is negated for the turn</source>
        <translation>{label}: このターンの間、このスキルは無効になる</translation>
    </message>
    <message>
        <source>{label}: until the end of the turn, {text}</source>
        <translation>{label}: ターン終了時まで、{text}</translation>
    </message>
    <message>
        <source>{label}: your opponent {text}</source>
        <translation>{label}: 相手は{text}</translation>
    </message>
    <message>
        <source>{label}: {cards} chosen as the skill is declared</source>
        <translation>{label}: スキルの宣言時に{cards}を選んだ</translation>
    </message>
    <message>
        <source>{label}: {card} can no longer be chosen and is not affected</source>
        <translation>{label}: {card}はもう選べないため、影響を受けない</translation>
    </message>
    <message>
        <source>{label}: {card} can&apos;t be played this turn</source>
        <translation>{label}: {card}はこのターン登場させられない</translation>
    </message>
    <message>
        <source>{label}: {card} can&apos;t be stood now; it stays as it is</source>
        <translation>{label}: {card}は今スタンドできないので、そのままになる</translation>
    </message>
    <message>
        <source>{label}: {card} can&apos;t be switched to Active Mode ({until})</source>
        <translation>{label}: {card}はアクティブモードにできない（{until}）</translation>
    </message>
    <message>
        <source>{label}: {card} can&apos;t be switched to Active Mode now</source>
        <translation>{label}: {card}は今はアクティブモードにできない</translation>
    </message>
    <message>
        <source>{label}: {card} cannot become reversed</source>
        <translation>{label}: {card}はリバースしない</translation>
    </message>
    <message>
        <source>{label}: {card} goes to its owner&apos;s Drop Area</source>
        <translation>{label}: {card}は持ち主のドロップエリアに置かれる</translation>
    </message>
    <message>
        <source>{label}: {card} goes to its owner&apos;s hand</source>
        <translation>{label}: {card}は持ち主の手札に戻る</translation>
    </message>
    <message>
        <source>{label}: {card} has left the zone it was chosen in and is not affected</source>
        <translation>{label}: {card}は選ばれたゾーンを離れたため、影響を受けない</translation>
    </message>
    <message>
        <source>{label}: {card} has no power as it is in the {where} — less than {n}</source>
        <translation>{label}: {where}にある{card}はパワーを持たない — {n}未満</translation>
    </message>
    <message>
        <source>{label}: {card} has {power} power as it is in the {where} — less than {n}</source>
        <translation>{label}: {where}にある{card}のパワーは{power} — {n}未満</translation>
    </message>
    <message>
        <source>{label}: {card} has {power} power as it is in the {where} — {n} or more</source>
        <translation>{label}: {where}にある{card}のパワーは{power} — {n}以上</translation>
    </message>
    <message>
        <source>{label}: {card} is above level {k}</source>
        <translation>{label}: {card}のレベルは{k}より高い</translation>
    </message>
    <message>
        <source>{label}: {card} is added from the Drop Area to its owner&apos;s hand</source>
        <translation>{label}: {card}をドロップエリアから持ち主の手札に加える</translation>
    </message>
    <message>
        <source>{label}: {card} is no longer on the field; nothing happens</source>
        <translation>{label}: {card}はもう場にないため、何も起こらない</translation>
    </message>
    <message>
        <source>{label}: {card} is not the character the ability names</source>
        <translation>{label}: {card}は能力が指定するキャラではない</translation>
    </message>
    <message>
        <source>{label}: {card} is played in Active Mode</source>
        <translation>{label}: {card}はアクティブモードで登場する</translation>
    </message>
    <message>
        <source>{label}: {card} is played in Rest Mode</source>
        <translation>{label}: {card}はレストモードで登場する</translation>
    </message>
    <message>
        <source>{label}: {card} is put on the {pos}</source>
        <translation>{label}: {card}を{pos}に置く</translation>
    </message>
    <message>
        <source>{label}: {card} moves to the {pos}</source>
        <translation>{label}: {card}は{pos}に移動する</translation>
    </message>
    <message>
        <source>{label}: {card} switches to Active Mode</source>
        <translation>{label}: {card}をアクティブモードにする</translation>
    </message>
    <message>
        <source>{label}: {card} switches to Rest Mode</source>
        <translation>{label}: {card}をレストモードにする</translation>
    </message>
    <message>
        <source>{label}: {card} will be played {how}</source>
        <translation>{label}: {card}は次のように登場する: {how}</translation>
    </message>
    <message>
        <source>{label}: {card} will not be played ({to} instead)</source>
        <translation>{label}: {card}は登場しない（代わりに{to}へ）</translation>
    </message>
    <message>
        <source>{label}: {card} will switch to Active Mode after the battle</source>
        <translation>{label}: バトル終了後に{card}はアクティブモードになる</translation>
    </message>
    <message>
        <source>{label}: {text}</source>
        <translation>{label}: {text}</translation>
    </message>
    <message>
        <source>{label}: {what} is {value}</source>
        <translation>{label}: {what}は{value}</translation>
    </message>
    <message>
        <source>{label}: {why}</source>
        <translation>{label}: {why}</translation>
    </message>
    <message>
        <source>{label}: {words} does not hold</source>
        <translation>{label}: 条件（{words}）を満たしていない</translation>
    </message>
    <message>
        <source>{label}: {words} holds</source>
        <translation>{label}: 条件（{words}）を満たしている</translation>
    </message>
    <message>
        <source>{n} abilities resolved with no player able to stop them: an endless loop</source>
        <translation>どのプレイヤーも止められないまま能力が{n}回解決された: 無限ループ</translation>
    </message>
    <message>
        <source>{n} battle(s)</source>
        <translation>バトルカード{n}枚</translation>
    </message>
    <message>
        <source>{n} card(s)</source>
        <translation>カード{n}枚</translation>
    </message>
    <message>
        <source>{n} character(s)</source>
        <translation>キャラ{n}枚</translation>
    </message>
    <message>
        <source>{n} climax(s)</source>
        <translation>クライマックス{n}枚</translation>
    </message>
    <message>
        <source>{n} event(s)</source>
        <translation>イベント{n}枚</translation>
    </message>
    <message>
        <source>{n} extra(s)</source>
        <translation>エクストラカード{n}枚</translation>
    </message>
    <message>
        <source>{n} gate(s)</source>
        <translation>ゲート{n}枚</translation>
    </message>
    <message>
        <source>{n} incl. {spec}</source>
        <translation>{n}（うち{spec}）</translation>
    </message>
    <message>
        <source>{n} item(s)</source>
        <translation>アイテム{n}枚</translation>
    </message>
    <message>
        <source>{n} leader(s)</source>
        <translation>リーダーカード{n}枚</translation>
    </message>
    <message>
        <source>{n} leader/battle(s)</source>
        <translation>リーダーカードかバトルカード{n}枚</translation>
    </message>
    <message>
        <source>{n} normal_unit(s)</source>
        <translation>ノーマルユニット{n}枚</translation>
    </message>
    <message>
        <source>{n} spell(s)</source>
        <translation>スペル{n}枚</translation>
    </message>
    <message>
        <source>{n} trigger_unit(s)</source>
        <translation>トリガーユニット{n}枚</translation>
    </message>
    <message>
        <source>{n} unit(s)</source>
        <translation>ユニット{n}枚</translation>
    </message>
    <message>
        <source>{n} {color}</source>
        <translation>{color}{n}</translation>
    </message>
    <message>
        <source>{skill} skill cost</source>
        <translation>{skill}のスキルコスト</translation>
    </message>
    <message>
        <source>{skill} {x}</source>
        <translation>{skill}{x}</translation>
    </message>
    <message>
        <source>{skill}: Player {n} sends {k} card(s) from the Drop Area to the Warp</source>
        <translation>{skill}: プレイヤー{n}がドロップエリアのカード{k}枚をワープに送る</translation>
    </message>
    <message>
        <source>{skill}: {card} is no longer in the Battle Area; the card cannot be played</source>
        <translation>{skill}: {card}はもうバトルエリアにないため、カードを登場させられない</translation>
    </message>
    <message>
        <source>{skill}: {card} is played on top of {base}</source>
        <translation>{skill}: {card}を{base}の上に登場させる</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{text} — apply it to {card}?</source>
        <translation>{text} — {card}に適用しますか？</translation>
    </message>
    <message>
        <source>{text}: the choice cannot be made (stock), so it is not applied</source>
        <translation>{text}: 選択ができない（ストック）ので適用しない</translation>
    </message>
    <message>
        <source>{trigger}: +{power} power to {card}</source>
        <translation>{trigger}: {card}のパワー+{power}</translation>
    </message>
    <message>
        <source>{under} of {card}</source>
        <translation>{card}の{under}</translation>
    </message>
    <message>
        <source>{what}: Player {n} has no card to check</source>
        <translation>{what}: プレイヤー{n}はチェックするカードがない</translation>
    </message>
    <message>
        <source>{what}: choose {n} more energy to switch to Rest Mode</source>
        <translation>{what}: レストにするエナジーをあと{n}枚選んでください</translation>
    </message>
    <message>
        <source>{what}: choose {n} {color} energy to switch to Rest Mode (specified cost)</source>
        <translation>{what}: レストにする{color}のエナジーを{n}枚選んでください（指定コスト）</translation>
    </message>
    <message>
        <source>{what}: costs no energy</source>
        <translation>{what}: エナジーは不要</translation>
    </message>
    <message>
        <source>{what}: pays {need} energy ({paid}) — rests {rested}; {left} Active energy left</source>
        <translation>{what}: エナジー{need}を支払う（{paid}）— {rested}をレストにする。アクティブのエナジー残り{left}</translation>
    </message>
    <message>
        <source>{what}: {card} (no trigger)</source>
        <translation>{what}: {card}（トリガーなし）</translation>
    </message>
    <message>
        <source>{what}: {card} ({icon} trigger)</source>
        <translation>{what}: {card}（{icon}トリガー）</translation>
    </message>
    <message>
        <source>{what}: {card} ({icon} trigger) — no unit of the clan {clan}, no effect</source>
        <translation>{what}: {card}（{icon}トリガー）— クラン{clan}のユニットがいないので効果なし</translation>
    </message>
    <message>
        <source>{who} deals no damage ({k})</source>
        <translation>{who}はダメージを与えない（{k}）</translation>
    </message>
    <message>
        <source>{who}: the damage was canceled, so 1 more damage is dealt</source>
        <translation>{who}: ダメージがキャンセルされたので、さらに1ダメージを与える</translation>
    </message>
    <message>
        <source>{zone} (on its bottom)</source>
        <translation>{zone}（の一番下）</translation>
    </message>
    <message>
        <source>Draw trigger: Player {n} draws a card</source>
        <comment>vg.log.draw_trigger</comment>
        <translation>ドロートリガー: プレイヤー{n}はカードを1枚引く</translation>
    </message>
    <message>
        <source>Draw trigger: Player {n} draws a card</source>
        <comment>ws.log.draw_trigger</comment>
        <translation>ドロートリガー: プレイヤー{n}はカードを1枚引く</translation>
    </message>
    <message>
        <source>End the Main Phase</source>
        <comment>dbs.option.end_main</comment>
        <translation>メインフェイズを終了</translation>
    </message>
    <message>
        <source>End the Main Phase</source>
        <comment>sg.option.end_main</comment>
        <translation>メインフェイズを終了</translation>
    </message>
    <message>
        <source>GC</source>
        <comment>place.vanguard.GC</comment>
        <translation>ガーディアンサークル</translation>
    </message>
    <message>
        <source>GC</source>
        <comment>zone.vanguard.GC</comment>
        <translation>ガーディアンサークル</translation>
    </message>
    <message>
        <source>Not automated: {word} = {value} — resolve by hand</source>
        <comment>log.not_automated</comment>
        <translation>自動処理なし: {word} = {value} — 手動で解決してください</translation>
    </message>
    <message>
        <source>Not automated: {word} = {value} — resolve by hand</source>
        <comment>sg.log.not_automated</comment>
        <translation>未対応: {word} = {value} — 手動で解決してください</translation>
    </message>
    <message>
        <source>Play {card} (cost {cost})</source>
        <comment>dbs.option.play</comment>
        <translation>{card}を登場させる（コスト{cost}）</translation>
    </message>
    <message>
        <source>Play {card} (cost {cost})</source>
        <comment>ws.option.play</comment>
        <translation>{card}をプレイ（コスト{cost}）</translation>
    </message>
    <message>
        <source>Player {n} is chosen at random to go first</source>
        <comment>dbs.log.first_player</comment>
        <translation>ランダムにプレイヤー{n}が先攻に決まる</translation>
    </message>
    <message>
        <source>Player {n} is chosen at random to go first</source>
        <comment>ws.log.goes_first</comment>
        <translation>ランダムにプレイヤー{n}が先攻に決まった</translation>
    </message>
    <message>
        <source>Player {n} keeps their hand</source>
        <comment>dbs.log.keeps_hand</comment>
        <translation>プレイヤー{n}は手札をそのままにする</translation>
    </message>
    <message>
        <source>Player {n} keeps their hand</source>
        <comment>vg.log.keeps_hand</comment>
        <translation>プレイヤー{n}は手札をそのままにする</translation>
    </message>
    <message>
        <source>Player {n} looks at the top {k} card(s) of their deck</source>
        <comment>dbs.log.looks_at.top</comment>
        <translation>プレイヤー{n}がデッキの上から{k}枚を見る</translation>
    </message>
    <message>
        <source>Player {n} looks at the top {k} card(s) of their deck</source>
        <comment>dbs.log.looks_top.own</comment>
        <translation>プレイヤー{n}がデッキの上から{k}枚を見る</translation>
    </message>
    <message>
        <source>Player {n} looks at {k} card(s) from the top of the deck</source>
        <comment>vg.log.looks_top</comment>
        <translation>プレイヤー{n}は山札の上から{k}枚見る</translation>
    </message>
    <message>
        <source>Player {n} looks at {k} card(s) from the top of the deck</source>
        <comment>ws.log.looks_top</comment>
        <translation>プレイヤー{n}は山札の上から{k}枚見る</translation>
    </message>
    <message>
        <source>Player {n} shuffles their deck</source>
        <comment>dbs.log.shuffles_deck</comment>
        <translation>プレイヤー{n}がデッキをシャッフルする</translation>
    </message>
    <message>
        <source>Player {n} shuffles their deck</source>
        <comment>log.shuffles_deck</comment>
        <translation>プレイヤー{n}は{deck}をシャッフルする</translation>
    </message>
    <message>
        <source>RC</source>
        <comment>place.vanguard.RC</comment>
        <translation>リアガードサークル</translation>
    </message>
    <message>
        <source>RC</source>
        <comment>zone.vanguard.RC</comment>
        <translation>リアガードサークル</translation>
    </message>
    <message>
        <source>VC</source>
        <comment>place.vanguard.VC</comment>
        <translation>ヴァンガードサークル</translation>
    </message>
    <message>
        <source>VC</source>
        <comment>zone.vanguard.VC</comment>
        <translation>ヴァンガードサークル</translation>
    </message>
    <message>
        <source>[Dark Over Realm]</source>
        <comment>dbs.log.kw.dark_over_realm</comment>
        <translation>【ダークオーバーレルム】</translation>
    </message>
    <message>
        <source>[Dark Over Realm]</source>
        <comment>log.why.dbs.dark_over_realm</comment>
        <translation>【ダークオーバーレルム】</translation>
    </message>
    <message>
        <source>[EX-Evolve]</source>
        <comment>dbs.log.kw.ex_evolve</comment>
        <translation>【EX進化】</translation>
    </message>
    <message>
        <source>[EX-Evolve]</source>
        <comment>log.why.dbs.ex_evolve</comment>
        <translation>【EX進化】</translation>
    </message>
    <message>
        <source>[Evolve]</source>
        <comment>dbs.log.kw.evolve</comment>
        <translation>【進化】</translation>
    </message>
    <message>
        <source>[Evolve]</source>
        <comment>log.why.dbs.evolve</comment>
        <translation>【進化】</translation>
    </message>
    <message>
        <source>[Over Realm]</source>
        <comment>dbs.log.kw.over_realm</comment>
        <translation>【オーバーレルム】</translation>
    </message>
    <message>
        <source>[Over Realm]</source>
        <comment>log.why.dbs.over_realm</comment>
        <translation>【オーバーレルム】</translation>
    </message>
    <message>
        <source>[Revenge]</source>
        <comment>dbs.log.kw.revenge</comment>
        <translation>【リベンジ】</translation>
    </message>
    <message>
        <source>[Revenge]</source>
        <comment>log.why.dbs.revenge</comment>
        <translation>【リベンジ】</translation>
    </message>
    <message>
        <source>[Swap]</source>
        <comment>dbs.log.kw.swap</comment>
        <translation>【スワップ】</translation>
    </message>
    <message>
        <source>[Swap]</source>
        <comment>log.why.dbs.swap</comment>
        <translation>【スワップ】</translation>
    </message>
    <message>
        <source>[Union-Fusion]</source>
        <comment>dbs.log.kw.union_fusion</comment>
        <translation>【ユニオン-フュージョン】</translation>
    </message>
    <message>
        <source>[Union-Fusion]</source>
        <comment>log.why.dbs.union_fusion</comment>
        <translation>【ユニオン-フュージョン】</translation>
    </message>
    <message>
        <source>[Union-Potara]</source>
        <comment>dbs.log.kw.union_potara</comment>
        <translation>【ユニオン-ポタラ】</translation>
    </message>
    <message>
        <source>[Union-Potara]</source>
        <comment>log.why.dbs.union_potara</comment>
        <translation>【ユニオン-ポタラ】</translation>
    </message>
    <message>
        <source>[Xeno-Evolve]</source>
        <comment>dbs.log.kw.xeno_evolve</comment>
        <translation>【ゼノ進化】</translation>
    </message>
    <message>
        <source>[Xeno-Evolve]</source>
        <comment>log.why.dbs.xeno_evolve</comment>
        <translation>【ゼノ進化】</translation>
    </message>
    <message>
        <source>battle</source>
        <comment>place.dbscg.battle</comment>
        <translation>バトルエリア</translation>
    </message>
    <message>
        <source>battle</source>
        <comment>vg.log.at.battle</comment>
        <translation>バトル終了時</translation>
    </message>
    <message>
        <source>battle</source>
        <comment>zone.dbscg.battle</comment>
        <translation>バトルエリア</translation>
    </message>
    <message>
        <source>bind</source>
        <comment>place.vanguard.bind</comment>
        <translation>バインドゾーン</translation>
    </message>
    <message>
        <source>bind</source>
        <comment>zone.vanguard.bind</comment>
        <translation>バインドゾーン</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>dbs.color.blue</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>ws.log.color.blue</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>climax</source>
        <comment>place.weiss.climax</comment>
        <translation>クライマックス置場</translation>
    </message>
    <message>
        <source>climax</source>
        <comment>zone.weiss.climax</comment>
        <translation>クライマックス置場</translation>
    </message>
    <message>
        <source>clock</source>
        <comment>place.weiss.clock</comment>
        <translation>クロック</translation>
    </message>
    <message>
        <source>clock</source>
        <comment>zone.weiss.clock</comment>
        <translation>クロック</translation>
    </message>
    <message>
        <source>combo</source>
        <comment>place.dbscg.combo</comment>
        <translation>コンボエリア</translation>
    </message>
    <message>
        <source>combo</source>
        <comment>zone.dbscg.combo</comment>
        <translation>コンボエリア</translation>
    </message>
    <message>
        <source>cost</source>
        <comment>log.stat.cost</comment>
        <translation>コスト</translation>
    </message>
    <message>
        <source>cost</source>
        <comment>log.why.cost</comment>
        <translation>コスト</translation>
    </message>
    <message>
        <source>cost</source>
        <comment>sg.log.why.cost</comment>
        <translation>コスト</translation>
    </message>
    <message>
        <source>critical</source>
        <comment>log.stat.critical</comment>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>critical</source>
        <comment>vg.log.icon.critical</comment>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>damage</source>
        <comment>log.why.damage</comment>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>damage</source>
        <comment>place.vanguard.damage</comment>
        <translation>ダメージゾーン</translation>
    </message>
    <message>
        <source>damage</source>
        <comment>zone.vanguard.damage</comment>
        <translation>ダメージゾーン</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>dbs.log.area.deck</comment>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>place.dbscg.deck</comment>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>place.systemgate.deck</comment>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>place.vanguard.deck</comment>
        <translation>山札</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>place.weiss.deck</comment>
        <translation>山札</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>zone.dbscg.deck</comment>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>zone.systemgate.deck</comment>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>zone.vanguard.deck</comment>
        <translation>山札</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>zone.weiss.deck</comment>
        <translation>山札</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>log.why.draw</comment>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>sg.log.gm.draw</comment>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>vg.log.icon.draw</comment>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>ws.log.icon.draw</comment>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>place.dbscg.drop</comment>
        <translation>ドロップエリア</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>place.systemgate.drop</comment>
        <translation>ドロップ</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>place.vanguard.drop</comment>
        <translation>ドロップゾーン</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>zone.dbscg.drop</comment>
        <translation>ドロップエリア</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>zone.systemgate.drop</comment>
        <translation>ドロップ</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>zone.vanguard.drop</comment>
        <translation>ドロップゾーン</translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>log.why.end_of_turn</comment>
        <translation>ターンの終わり</translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>ws.log.when.end_of_turn</comment>
        <translation>ターンの終わり</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>log.stat.energy</comment>
        <translation>エナジー</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>place.dbscg.energy</comment>
        <translation>エナジーエリア</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>place.systemgate.energy</comment>
        <translation>エナジー</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>sg.log.gm.energy</comment>
        <translation>エナジー</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>zone.dbscg.energy</comment>
        <translation>エナジーエリア</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>zone.systemgate.energy</comment>
        <translation>エナジー</translation>
    </message>
    <message>
        <source>green</source>
        <comment>dbs.color.green</comment>
        <translation>緑</translation>
    </message>
    <message>
        <source>green</source>
        <comment>ws.log.color.green</comment>
        <translation>緑</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>dbs.log.area.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>place.dbscg.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>place.systemgate.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>place.vanguard.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>place.weiss.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>zone.dbscg.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>zone.systemgate.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>zone.vanguard.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>zone.weiss.hand</comment>
        <translation>手札</translation>
    </message>
    <message>
        <source>leader</source>
        <comment>place.dbscg.leader</comment>
        <translation>リーダーエリア</translation>
    </message>
    <message>
        <source>leader</source>
        <comment>zone.dbscg.leader</comment>
        <translation>リーダーエリア</translation>
    </message>
    <message>
        <source>level</source>
        <comment>log.stat.level</comment>
        <translation>レベル</translation>
    </message>
    <message>
        <source>level</source>
        <comment>place.weiss.level</comment>
        <translation>レベル置場</translation>
    </message>
    <message>
        <source>level</source>
        <comment>zone.weiss.level</comment>
        <translation>レベル置場</translation>
    </message>
    <message>
        <source>life</source>
        <comment>log.why.dbs.life</comment>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>life</source>
        <comment>place.dbscg.life</comment>
        <translation>ライフエリア</translation>
    </message>
    <message>
        <source>life</source>
        <comment>sg.log.gm.life</comment>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>life</source>
        <comment>zone.dbscg.life</comment>
        <translation>ライフエリア</translation>
    </message>
    <message>
        <source>memory</source>
        <comment>log.why.memory</comment>
        <translation>思い出</translation>
    </message>
    <message>
        <source>memory</source>
        <comment>place.weiss.memory</comment>
        <translation>思い出</translation>
    </message>
    <message>
        <source>memory</source>
        <comment>zone.weiss.memory</comment>
        <translation>思い出</translation>
    </message>
    <message>
        <source>place in its owner&apos;s Drop Area</source>
        <comment>dbs.log.cost_verb.energy_to_drop_of</comment>
        <translation>持ち主のドロップエリアに置く</translation>
    </message>
    <message>
        <source>place in its owner&apos;s Drop Area</source>
        <comment>dbs.log.cost_verb.field_to_drop</comment>
        <translation>持ち主のドロップエリアに置く</translation>
    </message>
    <message>
        <source>place in your Drop Area</source>
        <comment>dbs.log.cost_verb.discard_of</comment>
        <translation>自分のドロップエリアに置く</translation>
    </message>
    <message>
        <source>place in your Drop Area</source>
        <comment>dbs.log.cost_verb.warp_to_drop_of</comment>
        <translation>自分のドロップエリアに置く</translation>
    </message>
    <message>
        <source>place under this card</source>
        <comment>dbs.log.cost_verb.drop_under_of</comment>
        <translation>このカードの下に置く</translation>
    </message>
    <message>
        <source>place under this card</source>
        <comment>dbs.log.cost_verb.hand_under_of</comment>
        <translation>このカードの下に置く</translation>
    </message>
    <message>
        <source>player</source>
        <comment>place.systemgate.player</comment>
        <translation>プレイヤーゾーン</translation>
    </message>
    <message>
        <source>player</source>
        <comment>sg.log.zone.player</comment>
        <translation>プレイヤーゾーン</translation>
    </message>
    <message>
        <source>player</source>
        <comment>zone.systemgate.player</comment>
        <translation>プレイヤーゾーン</translation>
    </message>
    <message>
        <source>power</source>
        <comment>log.stat.power</comment>
        <translation>パワー</translation>
    </message>
    <message>
        <source>power</source>
        <comment>sg.log.gm.power</comment>
        <translation>パワー</translation>
    </message>
    <message>
        <source>red</source>
        <comment>dbs.color.red</comment>
        <translation>赤</translation>
    </message>
    <message>
        <source>red</source>
        <comment>ws.log.color.red</comment>
        <translation>赤</translation>
    </message>
    <message>
        <source>removed</source>
        <comment>place.dbscg.removed</comment>
        <translation>除外ゾーン</translation>
    </message>
    <message>
        <source>removed</source>
        <comment>zone.dbscg.removed</comment>
        <translation>除外ゾーン</translation>
    </message>
    <message>
        <source>rest</source>
        <comment>dbs.log.orientation.rest</comment>
        <translation>レスト</translation>
    </message>
    <message>
        <source>rest</source>
        <comment>log.orientation.rest</comment>
        <translation>レスト</translation>
    </message>
    <message>
        <source>send to your Warp</source>
        <comment>dbs.log.cost_verb.drop_to_warp_of</comment>
        <translation>自分のワープに送る</translation>
    </message>
    <message>
        <source>send to your Warp</source>
        <comment>dbs.log.cost_verb.hand_to_warp_of</comment>
        <translation>自分のワープに送る</translation>
    </message>
    <message>
        <source>set</source>
        <comment>place.systemgate.set</comment>
        <translation>セットゾーン</translation>
    </message>
    <message>
        <source>set</source>
        <comment>zone.systemgate.set</comment>
        <translation>セットゾーン</translation>
    </message>
    <message>
        <source>soul</source>
        <comment>log.stat.soul</comment>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>soul</source>
        <comment>log.under.soul</comment>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>soul</source>
        <comment>place.vanguard.soul</comment>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>soul</source>
        <comment>ws.log.icon.soul</comment>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>soul</source>
        <comment>zone.vanguard.soul</comment>
        <translation>ソウル</translation>
    </message>
    <message>
        <source>stage</source>
        <comment>place.weiss.stage</comment>
        <translation>舞台</translation>
    </message>
    <message>
        <source>stage</source>
        <comment>zone.weiss.stage</comment>
        <translation>舞台</translation>
    </message>
    <message>
        <source>stand</source>
        <comment>dbs.log.orientation.stand</comment>
        <translation>アクティブ</translation>
    </message>
    <message>
        <source>stand</source>
        <comment>log.orientation.stand</comment>
        <translation>スタンド</translation>
    </message>
    <message>
        <source>stand</source>
        <comment>vg.log.icon.stand</comment>
        <translation>スタンド</translation>
    </message>
    <message>
        <source>stock</source>
        <comment>place.weiss.stock</comment>
        <translation>ストック</translation>
    </message>
    <message>
        <source>stock</source>
        <comment>zone.weiss.stock</comment>
        <translation>ストック</translation>
    </message>
    <message>
        <source>units</source>
        <comment>place.systemgate.units</comment>
        <translation>ユニットゾーン</translation>
    </message>
    <message>
        <source>units</source>
        <comment>place.vanguard.units</comment>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>units</source>
        <comment>zone.systemgate.units</comment>
        <translation>ユニットゾーン</translation>
    </message>
    <message>
        <source>units</source>
        <comment>zone.vanguard.units</comment>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>warp</source>
        <comment>place.dbscg.warp</comment>
        <translation>ワープ</translation>
    </message>
    <message>
        <source>warp</source>
        <comment>zone.dbscg.warp</comment>
        <translation>ワープ</translation>
    </message>
</context>
<context>
    <name>mat:dbscg</name>
    <message>
        <source>Battle area</source>
        <translation>バトルエリア</translation>
    </message>
    <message>
        <source>Combo area</source>
        <translation>コンボエリア</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>ドロップエリア</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>エナジーエリア</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>リーダーエリア</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>ライフエリア</translation>
    </message>
    <message>
        <source>Warp</source>
        <translation>ワープ</translation>
    </message>
</context>
<context>
    <name>mat:systemgate</name>
    <message>
        <source>Banish</source>
        <translation>バニッシュ</translation>
    </message>
    <message>
        <source>Center</source>
        <translation>センター</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>ドロップ</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>エナジー</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>ゲート</translation>
    </message>
    <message>
        <source>Gate Master</source>
        <translation>ゲートマスター</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>レフト</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>セットゾーン</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
</context>
<context>
    <name>mat:vanguard</name>
    <message>
        <source>Bind</source>
        <translation>バインドゾーン</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージゾーン</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>ドロップゾーン</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>ガーディアンサークル</translation>
    </message>
    <message>
        <source>Rear-guard (back centre)</source>
        <translation>リアガードサークル（後列中央）</translation>
    </message>
    <message>
        <source>Rear-guard (back left)</source>
        <translation>リアガードサークル（後列左）</translation>
    </message>
    <message>
        <source>Rear-guard (back right)</source>
        <translation>リアガードサークル（後列右）</translation>
    </message>
    <message>
        <source>Rear-guard (front left)</source>
        <translation>リアガードサークル（前列左）</translation>
    </message>
    <message>
        <source>Rear-guard (front right)</source>
        <translation>リアガードサークル（前列右）</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>トリガーゾーン</translation>
    </message>
    <message>
        <source>Vanguard</source>
        <translation>ヴァンガードサークル</translation>
    </message>
</context>
<context>
    <name>mat:weiss</name>
    <message>
        <source>Back stage (left)</source>
        <translation>後列（左）</translation>
    </message>
    <message>
        <source>Back stage (right)</source>
        <translation>後列（右）</translation>
    </message>
    <message>
        <source>Centre stage (left)</source>
        <translation>前列（左）</translation>
    </message>
    <message>
        <source>Centre stage (middle)</source>
        <translation>前列（中央）</translation>
    </message>
    <message>
        <source>Centre stage (right)</source>
        <translation>前列（右）</translation>
    </message>
    <message>
        <source>Climax</source>
        <translation>クライマックス置場</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>クロック</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル置場</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>思い出</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>解決領域</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>ストック</translation>
    </message>
    <message>
        <source>Waiting room</source>
        <translation>控え室</translation>
    </message>
</context>
<context>
    <name>modes</name>
    <message>
        <source>Against a bot</source>
        <translation>ボットと対戦</translation>
    </message>
    <message>
        <source>Goldfish</source>
        <translation>一人回し</translation>
    </message>
    <message>
        <source>Goldfish (practice alone)</source>
        <translation>一人回し（ひとりで練習）</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>ホットシート</translation>
    </message>
    <message>
        <source>Hot-seat (friends, one screen)</source>
        <translation>ホットシート（友達と1つの画面で）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Table (paper cards on the sensor mat)</source>
        <translation>テーブル（センサーマットで紙のカード）</translation>
    </message>
    <message>
        <source>Watch bots</source>
        <translation>ボット同士を観戦</translation>
    </message>
</context>
</TS>
