import { MYSELF, THIRD_PERSON_REFLEXIVE } from './fragments';
import { anyOf, fragments } from './pattern-rule';

/** Word lists the exceptions share (shared-exceptions.ts and the rules' own exceptions), named so each reads once. */

export const {
  ANYONE_SELF,
  MEDIA,
  EVERYDAY_ACTIVITY,
  ACCIDENT_OBJECT,
  KITCHEN_OR_TOOL,
  SPORT_OR_PLACE,
  GAME,
  PREVENTION_EVENT,
  CONTACTED,
  HELPLINE,
  SELF_HARM_CARE,
  HARMLESS_EXCESS,
  PAST_OR_HABIT,
  PHOTO_SUBJECT,
  PHOTO_OCCASION,
  QUICK_MESSAGE,
  DONATION,
  NEAR_MISS,
  HURT_BODY_PART,
} = fragments({
  ANYONE_SELF: `(?:${MYSELF}|${THIRD_PERSON_REFLEXIVE})`,

  MEDIA: `(?:movie|film|documentary|doc|book|novel|show|series|episode|article|podcast|song|lecture|class|essay|paper|report|course|training|talk|presentation|video|play|study|research|thesis|project|assignment|news|story|chapter|module|seminar|workshop|webinar|campaign|poster|post)`,

  EVERYDAY_ACTIVITY: `(?:cooking|chopping|shaving|cutting|slicing|peeling|ironing|playing|running|lifting|skiing|skating|climbing|hiking|working out|gardening|fixing|opening|moving|cleaning|baking|making (?:tea|coffee|dinner|lunch|breakfast|toast|food|pasta|soup|a (?:cake|meal|sandwich))|falling|tripping|slipping|fell|tripped|slipped|trying to (?:open|fix|lift|move|carry|cook|reach))`,

  ACCIDENT_OBJECT: `(?:knife|glass|paper|can|tin|blade|edge|bottle|piece|stove|oven|pan|pot|kettle|iron|grill|corner|table|door|nail|fence|rock|rocks|bike|treadmill|stairs|ice|counter|thorn|bush|branch)`,

  KITCHEN_OR_TOOL: `(?:fork|pencil|pen|needle|pin|stapler|toothpick|kitchen knife|iron|kettle|pan|pot|oven|stove|curling iron|hair straightener|straighteners|hot water|boiling water|coffee|tea|soup|oil|hammer|door|ball|saw|scissors|grater|mandoline|can opener)`,

  SPORT_OR_PLACE: `(?:the gym|work|practice|training|the kitchen|a fall|football|soccer|rugby|hockey|basketball|the game|the match|yoga|pilates|dance class)`,

  GAME: `(?:the game|a game|fortnite|minecraft|call of duty|cod|gta|valorant|overwatch|elden ring|apex|pubg|among us|roblox|halo|zelda|mario|the match|chess|cards|poker)`,

  PREVENTION_EVENT: anyOf(
    'month',
    'week',
    'day',
    'training',
    'course',
    'class',
    'walk',
    'event',
    'campaign',
    'charity',
    'fundraiser',
    'research',
    'work',
    'program',
    'programme',
    'volunteer',
    'ribbon',
    'poster',
    'talk',
    'seminar',
    'workshop',
    'conference',
    'organi[sz]ation',
    'group',
    'team',
    'certificate',
  ),

  /** Reaching a helpline: "i called the suicide prevention line" is help sought, not a topic of study. */
  CONTACTED: anyOf(
    'called',
    'texted',
    'contacted',
    'call',
    'text',
    'phoned',
    'reached out to',
    'talked to',
    'spoke to',
    'spoke with',
    'chatted with',
  ),

  HELPLINE: anyOf('hotline', 'line', 'lifeline', 'number', 'chat', 'text line', 'helpline'),

  SELF_HARM_CARE: anyOf(
    'nurse',
    'nurses',
    'unit',
    'ward',
    'team',
    'service',
    'services',
    'clinic',
    'specialist',
    'research',
    'researcher',
    'policy',
    'training',
    'lecture',
    'module',
    'charity',
    'organi[sz]ation',
  ),

  /** Things there can harmlessly be too much of: "overdosed on caffeine". */
  HARMLESS_EXCESS: anyOf(
    'caffeine',
    'coffee',
    'sugar',
    'chocolate',
    'netflix',
    'tv',
    'anime',
    'candy',
    'cake',
    'cookies',
    'sun',
    'sunshine',
    'carbs',
    'pizza',
    'love',
    'cuteness',
    'memes',
    'social media',
    'energy drinks',
    'red bull',
    'kindness',
    'nostalgia',
    'sweets',
    'junk food',
  ),

  /** What a goodbye letter can be to without being a goodbye to life: "my ex", "my anxiety", "my twenties". */
  PAST_OR_HABIT: anyOf(
    'ex',
    'old',
    'former',
    'past',
    'younger',
    'inner',
    'addiction',
    'anxiety',
    'depression',
    'job',
    'childhood',
    'city',
    'hometown',
    'eating disorder',
    'grief',
    'fear',
    'twenties',
    'teens',
    'coworker',
    'colleague',
    'team',
    String.raw`\d+s`,
  ),

  PHOTO_SUBJECT:
    '(?:friends?|family|sisters?|brothers?|cousins?|clients?|couple|people|kids?|daughters?|sons?)',

  PHOTO_OCCASION:
    '(?:wedding|engagement|photos?|pictures?|portraits?|video|headshots?|graduation|party|photo shoot|session|birthday)',

  QUICK_MESSAGE: '(?:text|message|email|e mail|dm|look|glance|smile|quick|note|line|call|pic|photo|invite)',

  /** Where things are given when moving house: "to charity", "to a shelter". */
  DONATION:
    '(?:to (?:charity|goodwill|a thrift|the thrift|donation|a shelter|the church|the library)|before (?:i|we) move|because (?:i am|we are) (?:moving|decluttering|downsizing))',

  /** Falls and workouts that nearly kill someone in jest: "nearly killed myself on the stairs". */
  NEAR_MISS:
    '(?:falling|tripping|slipping|on (?:the|my|a) (?:stairs|ice|bike|skateboard|ladder|scooter|way)|(?:at|in) the gym|working out|running|lifting)',

  /** "cut my arm", "burnt my hand": a body part hurt, which an accident explains. */
  HURT_BODY_PART: String.raw`\b(?:cut|cutting|burn|burned|burnt|burning|scratched|scratching|sliced|slicing) my (?:\w+ )?(?:arms?|wrists?|thighs?|legs?|stomach|skin|hips?|forearms?|hands?|fingers?|thumb|foot|feet|knee|head)`,
});

export const { HURT_ONESELF, SOMEONE_CLOSE, HARD_WORK, UNWELCOME_CHORE } = fragments({
  /** "cut myself", "burnt herself": oneself hurt, which an accident explains. */
  HURT_ONESELF: String.raw`\b(?:cut|cuts|cutting|burn|burned|burnt|burning|hurt|hurts|hurting|hit|hitting|scratched|scratching|stabbed|bit|injured|injuring|bruised|banged) ${ANYONE_SELF}`,

  SOMEONE_CLOSE: String.raw`(?:him|her|them|my \w+|everyone|anyone|someone|people)`,

  /** Hard work that "is killing me": "killing myself at work", "for this deadline". */
  HARD_WORK: anyOf(
    'work',
    'my job',
    'this job',
    'studying',
    'study',
    'the gym',
    'training',
    'overtime',
    'this project',
    'this deadline',
    'exams?',
    'school',
    'homework',
    'revision',
    'practice',
    'cardio',
    '(?:this|these|my|the) (?:job|work|workouts?|training|project|deadline|exams?|studying|diet|class|course|schedule|shifts?|commute|renovation)',
  ),

  /** Chores people would "rather die than" do: "go to that party", "sing karaoke". */
  UNWELCOME_CHORE: anyOf(
    'go',
    'be seen',
    'eat',
    'wear',
    'watch',
    'listen',
    'sit',
    'work',
    'attend',
    'talk',
    'admit',
    'apologi[sz]e',
    'ask',
    'call',
    'dance',
    'sing',
    'lose',
    'miss',
    'use',
    'drive',
    'fly',
    'vote',
    'have to',
    'do (?:that|this|it|homework|math|taxes)',
    'spend',
    'move to',
    'work for',
    'date',
    'kiss',
    'touch',
    'cheer',
  ),
});
