import { PARTIAL_NAME } from '../config';
import type { FloorReading } from '../score/dropped-word-floor';
import { legalFormNoteAr } from './legal-form-note';
import type { NameKind } from '../model/list-entity';
import type { EvidenceExplanation, TokenExplanation } from '../types';
import { formatSimilarity, type MatchFacts, type MatchNotes } from './match-facts';
import { outcomeBand, type Outcome, type OutcomeBand } from './outcome-band';
import { variantNoteAr, variantNotes } from './variant-notes';

const NAME_LABEL: Readonly<Record<NameKind, string>> = {
  primary: 'الاسم المدرج',
  aka: 'الاسم المستعار',
  fka: 'الاسم السابق',
  weak: 'الاسم المستعار الضعيف',
};

const RULE_LABEL: Readonly<Record<TokenExplanation['rule'], string>> = {
  exact: 'تطابق تام',
  variant: 'صيغة إملائية بديلة',
  transliteration: 'نقل حرفي',
  skeleton: 'تطابق الحروف الساكنة',
  phonetic: 'تشابه صوتي',
  fuzzy: 'تشابه إملائي',
  initial: 'حرف أول',
  unmatched: 'بلا مقابل',
};

const RISK_LABEL = { high: 'مرتفعة', medium: 'متوسطة', low: 'منخفضة' } as const;

/** Names and tokens stay in their own script, isolated so Latin text does not reorder the Arabic sentence. */
function quote(text: string): string {
  return `«\u2068${text}\u2069»`;
}

function lead(facts: MatchFacts): string {
  const target = `${NAME_LABEL[facts.nameKind]} ${quote(facts.matchedName)} (\u2068${facts.reference}\u2069)`;
  if (facts.matchType === 'exact' || facts.matchType === 'alias') return `تطابق تام مع ${target}.`;
  if (facts.partial) return `تطابق جزئي مع ${target}.`;
  if (facts.matchType === 'transliteration') return `تطابق بالنقل الحرفي مع ${target}.`;
  if (facts.matchType === 'phonetic') return `تطابق صوتي مع ${target}.`;
  return `تطابق تقريبي مع ${target}.`;
}

function token(explanation: TokenExplanation): string {
  if (explanation.matched === null) return `${quote(explanation.query)} بلا مقابل`;
  const similarity =
    explanation.rule === 'exact' ? '' : `، ${formatSimilarity(explanation.similarity)}`;
  return `${quote(explanation.query)} = ${quote(explanation.matched)} (${RULE_LABEL[explanation.rule]}${similarity})`;
}

function evidence(item: EvidenceExplanation): string {
  const values = `الاستعلام ${quote(item.queryValue)}، المدرج ${quote(item.listedValue)}`;
  if (item.kind === 'dateOfBirth') {
    if (item.outcome === 'agree') return `تاريخ الميلاد متطابق (${values}).`;
    if (item.outcome === 'partial') return `تاريخ الميلاد قريب لكنه غير متطابق (${values}).`;
    return `تاريخ الميلاد متعارض (${values}).`;
  }
  if (item.outcome === 'agree') return `الجنسية متطابقة (${values}).`;
  if (item.outcome === 'partial') return `الجنسية متقاربة (${values}).`;
  return `الجنسية متعارضة (${values}).`;
}

/** The same round-3 notes as the English analysis. */
function notes(facts: MatchNotes | undefined, outcome: Outcome): string[] {
  if (facts === undefined) return [];
  // R6.6: «دون التنبيه» is said only where the final confidence is below the alert.
  const held = (unless: string): string =>
    outcome.alert ? `بالاسم وحده، ${REACHES_ALERT_AR}` : `تبقى الدرجة دون التنبيه${unless}`;
  const out: string[] = [];
  if (facts.legalForm !== undefined) out.push(legalFormNoteAr(facts.legalForm));
  if (facts.partialName)
    out.push('اسم جزئي: أُدخل اسم واحد فقط، فهذه نتيجة مرشحة للمراجعة ولا تكون مرتفعة أبداً.');
  if (facts.writtenForm)
    out.push(
      'هذا الاسم المركّب مكتوباً كلمةً واحدة نادر في القوائم وهو اسم العائلة المدرج: وُزن كما كُتب، لا كالاسم الأول الشائع الذي يُختصر إليه.',
    );
  if (facts.acronym)
    out.push(
      'اختصار: الاسم القصير المكتوب بأحرف كبيرة هو اسم هذه المنظمة؛ الاختصار النادر نتيجة مرشحة للمراجعة ولا تكون مرتفعة أبداً.',
    );
  if (facts.sharedTitle)
    out.push(
      'يحمل الشخص المدرج اللقب نفسه، والاسم المُدخل هو اسم العائلة المدرج: نتيجة منخفضة مرشحة للمراجعة، مع أن الاسم وحده شائع (يُبحث عن اللقب واسم العائلة معاً، فلا يحجبه من يحمل الاسم نفسه).',
    );
  if (facts.crossScript)
    out.push(
      'الاسم المكتوب بالحروف العربية، إذا قُرئ بالحروف اللاتينية، له حروف اسم العائلة المدرج الساكنة (القيد مدرج بالحروف اللاتينية فقط): نتيجة مرشحة للمراجعة ولا تكون مرتفعة أبداً.',
    );
  if (facts.headApart !== undefined)
    out.push(
      `قُرئ «عبد» في الاستعلام منفصلاً عن ${facts.headApart}، الكلمة المكتوبة بعده، إذ لا تحمل القوائم الاثنين معاً اسماً مركّباً واحداً: فيكون «عبد» صدر اسم مركّب كُتب دون تتمّته، و${facts.headApart} اسماً قائماً بذاته.`,
    );
  if (facts.slippedCompound !== undefined)
    out.push(
      `قُرئت «${facts.slippedCompound}» على أنها الاسم المركّب المدرج (عبد + أداة التعريف + اسم، وحدة اسمية واحدة) مكتوباً بخطأ واحد في أوله أو مفصولاً في وسطه.`,
    );
  if (facts.articleName)
    out.push(
      'الاسم المُدخل كلمة يكتبها اسم الشخص المدرج بأداة التعريف «ال» بعد الاسم الأول (نسبة أو لقب: اسم عائلة أو قبيلة أو مكان يُعرف به الشخص)، فوُزنت كاسم العائلة: نتيجة مرشحة للمراجعة ولا تكون مرتفعة أبداً.',
    );
  if (facts.crossScriptSemivowel)
    out.push(
      'لا يكفي حرفاه الساكنان الآخران وحدهما: فالتهجئة المدرجة تكتب أيضاً الواو / الياء حرفاً ساكناً (w / y) في الموضع نفسه (w، أو ou قبل حرف علة، أو au للصوت المركّب aw).',
    );
  if (facts.persianCheh)
    out.push('قُرئ الحرف الفارسي «چ» على أنه ch، كما تكتبه التهجئات اللاتينية للأسماء الفارسية.');
  if (facts.weakName)
    out.push(
      'اسم مستعار ضعيف: هذا الاسم وحده نادراً ما يحدد الطرف؛ تبقى الدرجة دون المرتفعة ما لم يتطابق تاريخ الميلاد أو الجنسية.',
    );
  if (facts.dobConflict)
    out.push('تاريخ الميلاد يتعارض مع كل تاريخ مدرج: أُبقيت الدرجة دون المرتفعة للمراجعة.');
  if (facts.substitutedName)
    out.push('يختلف اسم واحد في كل جانب: قد يكون قريباً أو سمياً، لا الشخص المدرج.');
  if (facts.sharedWordOnly)
    out.push(
      'لا يشترك الاسمان إلا في كلمة واحدة، ولكل منهما كلمة أخرى لا توجد في الآخر: جهة أخرى تشترك في كلمة، لا الجهة المدرجة.',
    );
  if (facts.commonParts !== undefined)
    out.push(
      `لا يشترك الاسمان إلا في أجزاء أسماء شائعة (${facts.commonParts.join('، ')})، والاسم الذي يميّز الشخصين لا مقابل له: سميّ، ${held(' ما لم تتطابق بيانات أخرى')}.`,
    );
  if (facts.commonPair !== undefined)
    out.push(
      `لا يتفق الاسمان إلا في ${facts.commonPair.length === 1 ? 'جزء اسم شائع' : 'جزأي اسم شائعين'} (${facts.commonPair.join('، ')})، ويحمل مثلَ ذلك كثيرون، وجزء آخر من الاسمين مختلف أو متشابه في الكتابة فقط أو بلا مقابل: سميّ على الأرجح، ${held(' ما لم تتطابق بيانات أخرى')}.`,
    );
  if (facts.kunyaReplaced !== undefined)
    out.push(
      `الاسم المدرج كنية، أبو ${facts.kunyaReplaced}، وفي الاستعلام اسم أول خاص به مكان «أبو»: شخص يحمل اسمه ${facts.kunyaReplaced}، كابنٍ أو سميّ، ${held(' ما لم تتطابق بيانات أخرى')}.`,
    );
  if (facts.kunyaDropped !== undefined)
    out.push(
      `يُسقط الاستعلام «أبو» من الكنية المدرجة أبو ${facts.kunyaDropped} («والد ${facts.kunyaDropped}»، اسم ولده) ويبدأ بـ${facts.kunyaDropped}: فيُقرأ اسماً لشخص يُدعى ${facts.kunyaDropped}، فهذه نتيجة للمراجعة لا مرتفعة، ما لم تتطابق بيانات أخرى.`,
    );
  if (facts.respelledAndShortened !== undefined)
    out.push(
      `يُسقط الاستعلام ${facts.respelledAndShortened.length === 1 ? 'جزء الاسم المدرج' : 'أجزاء الاسم المدرج'} ${facts.respelledAndShortened.join('، ')} ويكتب جزءاً آخر بغير ما أُدرج به: خروجان عن الاسم المدرج معاً، وهو ما يظهر أيضاً في اسم سميٍّ يُكتب بالطريقة الشائعة نفسها، فهذه نتيجة للمراجعة لا مرتفعة، ما لم تتطابق بيانات أخرى.`,
    );
  if (facts.patronymicLeftOut !== undefined)
    out.push(
      `يُسقط الاستعلام ${facts.patronymicLeftOut.length === 1 ? 'اسم الأب المدرج' : 'أسماء الأب المدرجة'} ${facts.patronymicLeftOut.join('، ')} (وهو ما يُكتب الاسم الأول واسم العائلة عادةً من دونه خارج الروسية واللغات المجاورة لها): فلا يُقرأ جزءاً من اسم شخص آخر، ولا تجعل أجزاء الاسم الشائعة المشتركة هذه النتيجةَ اسمَ سميٍّ لهذا السبب.`,
    );
  if (facts.splitRefused !== undefined)
    out.push(
      `لا تحمل «${facts.splitRefused[0]}» الاسم المدرج «${facts.splitRefused[1]}» إلا جزءاً منها: فإذا قُرئت اسماً واحداً كما كُتبت كانت اسماً آخر، لا تهجئة للاسم المدرج.`,
    );
  if (facts.lookAlikeOnly !== undefined)
    out.push(
      `لا يتطابق أي جزء من الاسمين بوصفه الاسم نفسه: كل جزء يشبه اسماً مدرجاً في النطق أو الكتابة فقط (${facts.lookAlikeOnly.map(([typed, listed]) => `${typed} / ${listed}`).join('، ')})، ويبقى للاسم المدرج جزء خاص به: شخص آخر تشبه أسماؤه الأسماء المدرجة، ${held(' ما لم تتطابق بيانات أخرى')}.`,
    );
  if (facts.givenNameAhead !== undefined)
    out.push(
      `يتفق الاسم المدرج مع الاسم المستعلَم عنه من دون اسمه الأول، ${facts.givenNameAhead}، الذي لا يحمله الاسم المدرج: فإذا قُرئ الاسم اسماً أول فاسمَ الأب فاسمَ العائلة، كان الاسم المدرج اسمَ والد الشخص أو قريب آخر له، لا اسمَه هو: قريب على الأرجح، ${held(' ما لم تتطابق بيانات أخرى')}.`,
    );
  if (facts.otherGender !== undefined)
    out.push(
      `لا يلتقي ${facts.otherGender[0]} في الاستعلام بـ${facts.otherGender[1]} المدرج إلا بوصفه الاسمَ نفسه بصيغة الجنس الآخر (اسم امرأة واسم رجل): فهما شخصان مختلفان يشتركان في اسم عائلة أو في اسم سميّ، لا الشخص المدرج مكتوباً بطريقة أخرى، ${held(' ما لم تتطابق بيانات أخرى')}.`,
    );
  if (facts.nisbaForm !== undefined)
    out.push(
      `لا يلتقي ${facts.nisbaForm[0]} في الاستعلام بـ${facts.nisbaForm[1]} المدرج إلا بزيادة ياء النسبة أو حذفها: وهي اسم عائلة منسوب مصوغ من اسم علم (كرحماني من رحمن) تحمله عائلات كثيرة لا قرابة بينها، لا كتابة أخرى للاسم نفسه، وإن كان خطأ في الكتابة قد يصنعها أيضاً؛ فهذه نتيجة للمراجعة لا مرتفعة، ما لم تتطابق بيانات أخرى.`,
    );
  if (facts.heldAcrossScripts)
    out.push(
      outcome.alert
        ? `اسم هذا الطرف بالحروف اللاتينية، وهو يكتب اسم الشخص نفسه، قُرئ قريباً أو سمياً محتملاً (انظر تحليل ذلك الاسم)؛ واسمه بالحرف العربي، الذي لا يُقارن إلا عبر النقل الحرفي، لا يقول أكثر منه، ${REACHES_ALERT_AR}.`
        : 'اسم هذا الطرف بالحروف اللاتينية، وهو يكتب اسم الشخص نفسه، أُبقي دون التنبيه لاحتمال أن يكون قريباً أو سمياً (انظر تحليل ذلك الاسم)؛ واسمه بالحرف العربي، الذي لا يُقارن إلا عبر النقل الحرفي، لا يقول أكثر منه فأُبقي مثله ما لم تتطابق بيانات أخرى.',
    );
  if (facts.personVsOrganisation)
    out.push(
      outcome.alert
        ? `فُحص اسم شخص، وهذا الطرف منظمة أو سفينة أو طائرة لا يتطابق اسمها كاملاً، ${REACHES_ALERT_AR}.`
        : 'فُحص اسم شخص، وهذا الطرف منظمة أو سفينة أو طائرة لا يتطابق اسمها كاملاً: أُبقيت الدرجة دون التنبيه.',
    );
  if (facts.slipFloor)
    out.push(
      'يطابق الاسم المميز مع خطأ واحد في الكتابة (حرف زائد أو ناقص أو مستبدل أو مبدّل الموضع، أو حرفان في كلمة طويلة، أو كلمة مفصولة أو موصولة، أو كلمة واحدة محذوفة)؛ أُبقيت النتيجة للمراجعة.',
    );
  if (facts.slipFloor !== undefined && facts.slipFloor !== 'slip')
    out.push(FLOOR_READINGS_AR[facts.slipFloor]);
  if (facts.shortFormCommon)
    out.push(
      `لا يتطابق الاسم الأول إلا بصيغته المختصرة، والأسماء الأخرى شائعة: الصيغة المختصرة تدل على أكثر من اسم، واسم العائلة الشائع تحمله عائلات كثيرة، ${SHORT_FORM_OUTCOME_AR[outcomeBand(outcome)]}.`,
    );
  return out;
}

/** Arabic analysis stating the same facts as the English one. */
export function analysisAr(facts: MatchFacts): string {
  const parts = [lead(facts)];
  if (facts.bothScripts) {
    parts.push(
      facts.queryName === 'arabic'
        ? 'حقق الاسم المكتوب بالحروف العربية نتيجة أعلى من الاسم اللاتيني.'
        : 'حقق الاسم اللاتيني نتيجة لا تقل عن الاسم المكتوب بالحروف العربية.',
    );
  }
  parts.push(`المقاطع: ${facts.tokens.map(token).join('، ')}.`);
  if (facts.unmatchedListTokens.length > 0) {
    parts.push(
      `مقاطع مدرجة غير موجودة في الاستعلام: ${facts.unmatchedListTokens.map(quote).join('، ')}.`,
    );
  }
  for (const note of variantNotes(facts.tokens, facts.unmatchedListTokens))
    parts.push(variantNoteAr(note));
  for (const item of facts.evidence) parts.push(evidence(item));
  parts.push(...notes(facts.notes, facts));
  parts.push(`درجة الثقة ${facts.confidence} (${RISK_LABEL[facts.riskLevel]}).`);
  return parts.join(' ');
}

/** R4.50-R4.54، R8.2-R8.6: ما سمح بإبقاء النتيجة عند حد الاسترجاع، إلى جانب الجملة العامة. */
const FLOOR_READINGS_AR: Readonly<Record<Exclude<FloorReading, 'slip'>, string>> = {
  coinedName:
    'حرف واحد مختلف في اسم منظمة أو سفينة أو طائرة من كلمة واحدة: اسم مُبتكر كُتب بخطأ، لا اسم آخر.',
  fewParties:
    'الكلمة المكتوبة بخطأ ترد في أسماء مدرجة كثيرة، لكنها تعود إلى أطراف مدرجة قليلة: فهي ما زالت تميّز هذا الطرف.',
  businessWords:
    'حُذفت كلمة واحدة من الاسم المدرج؛ والكلمة المميزة مكتوبة إلى جانب كلمات الشكل القانوني والنشاط المدرجة.',
  formInPart:
    'الشكل القانوني مكتوب جزئيًا (كل كلمة مكتوبة منه كلمة من الشكل المدرج مكتوبًا كاملًا)؛ والاسم نفسه متطابق كاملًا.',
  fewNames: `حُذفت كلمة واحدة من الاسم المدرج؛ لا تميّز أي كلمة مكتوبة الطرف وحدها، لكنها مجتمعة لا ترد في أكثر من ${PARTIAL_NAME.distinctiveListNames} أسماء مدرجة، فهي تدل على هذا الطرف.`,
  noNameWord:
    'حرف واحد مختلف في اسم شخص من كلمة واحدة، والكلمة المكتوبة ليست اسماً في القوائم ولا في جداول الأسماء الأولى: خطأ في كتابة الاسم المدرج، لا اسم شخص آخر.',
  wholeName:
    'كُتبت كل كلمات الاسم المدرج كما أُدرجت، بما فيها كلمات النشاط والشكل القانوني، باستثناء الخطأ: الاسم كله متطابق، وإن كانت الكلمة المكتوبة بخطأ لقباً أيضاً (Prince، Junior) لا يميّز هذا الطرف وحده.',
  asWritten: 'قُرئ الخطأ على الاسم المدرج كما كُتب، قبل توحيد كتابة الاسم المركّب أو الشكل القانوني.',
  otherReading:
    'قُرئ الخطأ على قراءة أخرى للاسم المركّب المكتوب («عبد» مفصولاً عن الاسم الذي يليه أو موصولاً به).',
};

/** R6.6: said of a held note whose match still reaches the alert (a floor or other details lifted it). */
const REACHES_ALERT_AR = 'وإن بلغت درجة الثقة هنا حدّ التنبيه';

/** R4.21, R6.6: what the short-form cap leaves, said of the final confidence. */
const SHORT_FORM_OUTCOME_AR: Readonly<Record<OutcomeBand, string>> = {
  belowAlert: 'فتبقى الدرجة بالاسم وحده دون التنبيه',
  alert: 'فهذه نتيجة تنبيه للمراجعة، لا مرتفعة',
  high: 'فالاسم وحده نتيجة مرشحة للمراجعة، وإن كانت درجة الثقة هنا مرتفعة',
};
