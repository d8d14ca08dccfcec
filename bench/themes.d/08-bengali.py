# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# Bengali's commonest words (postpositions, conjunctions, pronouns with
# their honorific "তাঁর", the forms of "হওয়া" and "করা", the news desk's
# verbs of saying), as common as English's in WORDS are, "ও", "এ", "করে"
# and "থেকে" the most often; the words no sentence opens on; the small
# words no sentence nor headline ends on; the verbs that close a sentence
# (its verb last, as Bengali puts it), after a made-up noun ("... নকরাম
# করা হয়েছে।")
BN_WORDS = ("ও ও ও ও এবং এবং এ এ এ এই এই এই তিনি তাঁর তাঁর তার তাদের তাঁদের না না করে করে করে থেকে থেকে থেকে "
            "জন্য জন্য মধ্যে সঙ্গে সঙ্গে পর পরে আগে বলে বলে একটি একটি এক কোনো সব আরও নিয়ে নিয়ে দিয়ে যে যে যা "
            "কিন্তু তবে ফলে এর এর এতে এখন গত আজ হয় হয়েছে হয়েছে ছিল হবে হচ্ছে করা করা করেন বলেন জানান রয়েছে আছে "
            "পারে বিভিন্ন প্রায় মাত্র পর্যন্ত বিষয়ে কাছে ওপর দিকে বেশি অনেক সময় মতো হিসেবে অন্য দুই তিন প্রথম সেই "
            "এসব ওই কয়েকজন নতুন বড় দেশের সরকার সরকারের মানুষ মানুষের বছর বছরের দিন পুলিশ পুলিশের").split()
BN_OPEN = ("ও", "এবং", "না", "করে", "থেকে", "জন্য", "মধ্যে", "সঙ্গে", "পর", "বলে", "নিয়ে", "দিয়ে", "যা", "হয়", "হয়েছে",
           "ছিল", "হবে", "হচ্ছে", "করা", "করেন", "বলেন", "জানান", "রয়েছে", "আছে", "পারে", "পর্যন্ত", "বিষয়ে", "কাছে",
           "ওপর", "দিকে", "মতো", "হিসেবে", "এর", "এতে", "কিন্তু", "ফলে")
BN_SMALL = ("ও", "এবং", "এ", "এই", "তার", "তাঁর", "তাদের", "তাঁদের", "থেকে", "জন্য", "মধ্যে", "সঙ্গে", "একটি", "এক", "কোনো",
            "যে", "যা", "কিন্তু", "তবে", "ফলে", "এর", "ওই", "সেই", "এসব", "নিয়ে", "দিয়ে", "পর্যন্ত", "বিষয়ে", "কাছে", "ওপর",
            "দিকে", "হিসেবে", "মতো", "গত", "আজ", "না", "দুই", "তিন", "প্রথম", "অন্য", "বিভিন্ন", "প্রায়", "মাত্র", "নতুন",
            "বড়", "সব", "আরও", "অনেক", "পর", "আগে", "বলে", "করে")
BN_END = ["বলে জানিয়েছেন", "করা হয়েছে", "করা হয়েছে", "হয়েছে", "রয়েছে", "করেন", "বলেন", "জানান", "হবে", "হচ্ছে", "ছিল",
          "করছে", "করা হবে", "বলে জানা গেছে", "বলে অভিযোগ উঠেছে", "দেওয়া হয়েছে", "নেওয়া হয়েছে", "শুরু হয়েছে", "পারে",
          "নেই", "আছে", "হয়", "করেছেন", "বলেছেন", "জানিয়েছে", "বলে জানান তিনি", "বলেন তিনি", "করতে হবে", "হয়ে উঠেছে",
          "দেখা গেছে", "বলে মনে করা হচ্ছে", "ছিলেন", "পৌঁছান", "পাওয়া যায়", "করা হচ্ছে", "চলছে"]
# the words a comma goes before; a sentence's openers, a comma after some
BN_COMMA = ("কিন্তু", "যা", "যেখানে", "তবে", "ফলে", "যদিও", "অর্থাৎ")
BN_OPENERS = ["এদিকে", "অন্যদিকে", "এ ছাড়া", "তবে", "এ সময়", "পরে", "এর আগে", "জানা গেছে,", "সংশ্লিষ্ট সূত্রে জানা গেছে,",
              "এ বিষয়ে", "স্থানীয় লোকজন জানান,", "পুলিশ জানায়,", "তিনি আরও বলেন,"]
BN_DANDA = "\u0964"
BN_HASANTA = "\u09cd"
BN_NUKTA = "\u09bc"
BN_DIGITS = str.maketrans("0123456789", "\u09e6\u09e7\u09e8\u09e9\u09ea\u09eb\u09ec\u09ed\u09ee\u09ef")
# the acronyms, as Bengali news spells them in its own letters ("র‍্যাব"
# with its zero-width joiner)
BN_ACRONYMS = ["ওসি", "ইউএনও", "বিজিবি", "র\u200d্যাব", "এনবিআর", "আইএমএফ", "ডিএমপি", "বিএসইসি", "টিসিবি", "এসএসসি", "ডিসি", "ইউপি",
               "এনজিও", "পিবিআই", "সিআইডি", "জিডিপি", "এসপি", "বিআরটিএ"]


def lexicon_bn():
    """4,000 made-up Bengali-looking words, the same on every run: akshara
    syllables of the Bengali script's consonants (the commoner the more
    often, "ড়" and "য়" with their nukta, never opening a word) and their
    vowel signs (the inherent "a" unwritten, the most often), a conjunct of
    a consonant, the hasanta and another at times ("প্র", "স্ত", "ক্ষ"
    opening a word, "ন্ত", "ঙ্গ", "র্ম", "ত্ত" inside it), a ya-phala
    ("ব্য"), an anusvara ("ং") or a chandrabindu ("াঁ") on some syllables, an
    independent vowel ("অ", "আ", "ই", "উ", "এ", "ও") opening some words; on
    most of them a Bengali ending, after the stem's own vowel sign is
    dropped where the ending opens on one: the nouns' genitive "-ের",
    "-কে", "-তে", "-দের", "-গুলো", "-টি", the adjectives' "-ীয়", "-িক",
    the abstract "-তা", "-কারী", the verbs' "-েছে", "-েছেন", "-বে", "-লে",
    "-ানো"; never a hasanta closing a word nor two vowel signs in a
    row."""
    r = random.Random(0)
    cons = [c for c, k in [("ক", 8), ("র", 9), ("ন", 8), ("স", 7), ("ত", 7), ("ম", 7), ("ল", 6), ("প", 6), ("হ", 4), ("দ", 5), ("ব", 6),
                           ("গ", 4), ("জ", 4), ("য" + BN_NUKTA, 3), ("চ", 3), ("ট", 3), ("শ", 4), ("ভ", 2), ("ধ", 2), ("খ", 2), ("থ", 2),
                           ("ড", 2), ("ড" + BN_NUKTA, 2), ("ণ", 1), ("ঠ", 1), ("ঘ", 1), ("ছ", 2), ("ফ", 1), ("ষ", 1), ("ঝ", 1),
                           ("ঢ" + BN_NUKTA, 1)] for _ in range(k)]
    first = ["প্র", "ক্র", "ত্র", "দ্র", "গ্র", "ব্র", "শ্র", "স্ব", "স্থ", "স্ত", "স্প", "ক্ষ", "ব্য", "ন্য", "জ্ঞ", "স্ন", "প্ল", "ক্ল", "ধ্য", "দ্ব"]
    mid = first + ["ন্ত", "ন্দ", "ন্ধ", "ম্ব", "ম্প", "ল্প", "ষ্ট", "ন্ন", "ক্ত", "দ্ধ", "ঙ্গ", "ঞ্চ", "ঞ্জ", "ত্ত", "চ্ছ", "র্ক", "র্ত", "র্ম",
                   "র্য", "র্ণ", "ন্ট", "স্ক", "ল্ল", "ম্ম", "ত্ম", "ক্ক", "প্ত", "ষ্ঠ", "গ্ন", "শ্চ", "ত্য", "ক্য"]
    signs = [v for v, k in [("", 24), ("া", 20), ("ি", 12), ("ী", 6), ("ু", 6), ("ূ", 2), ("ে", 12), ("ৈ", 1), ("ো", 6), ("ৌ", 1), ("ৃ", 1)]
             for _ in range(k)]
    ends = ["ের", "ের", "ের", "কে", "তে", "দের", "গুলো", "টি", "ীয়", "িক", "তা", "কারী", "েছে", "েছেন", "বে", "লে", "ানো",
            "া", "ি", "ী", "ে", "ো", "ন", "র", "ী", "া", "ে", "ের", "িত", "ায়", "য়"]
    vsigns = "ািীুূৃেৈোৌ"
    out = set()
    while len(out) < 4000:
        w = r.choice(["অ", "অ", "আ", "ই", "উ", "এ", "ও"]) if r.random() < 0.12 else ""
        for i in range(r.choice([1, 2, 2, 2, 3, 3])):
            x = r.random()
            c = r.choice(mid) if (w and x < 0.14) else r.choice(first) if x < 0.06 else r.choice(cons)
            w += c + r.choice(signs)
            y = r.random()
            if y < 0.05:
                w += "ং"
            elif y < 0.07 and w[-1] in "াো":
                w += "ঁ"
        if r.random() < 0.62:
            e = r.choice(ends)
            if e[0] in vsigns:
                w = w.rstrip("ংঁ").rstrip(vsigns)
            w += e
        if not w or w[0] in vsigns + "ংঁণঙঞ" + BN_NUKTA or w[1:2] == BN_NUKTA or w[-1] == BN_HASANTA:
            continue
        aks = sum(1 for ch in w if "\u0995" <= ch <= "\u09b9" or "\u0985" <= ch <= "\u0994") - w.count(BN_HASANTA)
        if 2 <= aks <= 5 and 3 <= len(w) <= 14 and w not in BN_WORDS and "ংং" not in w \
                and not any(a in vsigns and b in vsigns for a, b in zip(w, w[1:])):
            out.add(w)
    # sorted for a fixed order, then shuffled: the commonest words (the
    # lexicon's first) are not all of one initial letter
    out = sorted(out)
    random.Random(1).shuffle(out)
    return out


LEXICON_BN = lexicon_bn()

# the outlets a site may be, by its date style (a site's index): Prothom
# Alo's; Anandabazar's or BBC Bangla's; Jugantor's or bdnews24's; any
BN_OUTLETS = [["palo"], ["abp", "bbc"], ["jugantor", "bdnews"], ["abp", "bbc", "jugantor", "bdnews"]]
# the quotes each writes: Prothom Alo's and Anandabazar's single ‘ ’, the
# BBC's straight double ones, the others' “ ”
BN_QUOTES = {"palo": ("\u2018", "\u2019"), "abp": ("\u2018", "\u2019"), "bbc": ('"', '"'), "jugantor": ("\u201c", "\u201d"),
             "bdnews": ("\u201c", "\u201d")}
BN_SITE = {}


def bn_outlet():
    """The site's outlet, the same for its headlines, its stories and its
    pages: its name (BLOG) and its date style fix it."""
    k = (BLOG[0], DATE_STYLE)
    if k not in BN_SITE:
        BN_SITE[k] = random.Random(BLOG[0] + " bengali").choice(BN_OUTLETS[DATE_STYLE])
    return BN_SITE[k]


def bn_digits(s):
    return s.translate(BN_DIGITS)


def bn_num(r):
    """A number as Bengali news writes it, in Bengali digits: "২৫ শতাংশ",
    "৩ কোটি টাকা", "১,২৫,০০০ টাকা" (the Indian grouping), "৫ দশমিক ৩
    শতাংশ", "২০২৩ সালে", "১২টি"."""
    x = r.random()
    n = lambda a, b: bn_digits(str(r.randint(a, b)))
    if x < 0.18:
        return "%s শতাংশ" % n(2, 95)
    if x < 0.32:
        return "%s কোটি টাকা" % n(2, 900)
    if x < 0.4:
        return "%s লাখ টাকা" % n(2, 99)
    if x < 0.52:
        return "%s জন" % n(2, 60)
    if x < 0.62:
        return "%s সালে" % n(2015, 2024)
    if x < 0.68:
        return "%s দশমিক %s শতাংশ" % (n(1, 12), n(1, 9))
    if x < 0.74:
        return bn_digits("%d,%02d,%03d" % (r.randint(1, 9), r.randint(10, 99), r.randrange(0, 1000, 50))) + " টাকা"
    if x < 0.88:
        return "%s %s" % (n(2, 90), r.choice(["কিলোমিটার", "দিন", "ঘণ্টা", "বছর", "মিনিট", "একর", "জনের", "মাস"]))
    if x < 0.94:
        return "%sটি" % n(2, 40)
    return "গত %s %s" % (n(1, 28), r.choice(BN_MONTHS))


def bn_word(r):
    """A common Bengali word, or a made-up one (the lexicon's first the
    most often)."""
    if r.random() < 0.44:
        return r.choice(BN_WORDS)
    return LEXICON_BN[int(len(LEXICON_BN) * r.random() ** 2)]


def bn_lw(r):
    """A commoner made-up word, as names and tags are."""
    return LEXICON_BN[int(1500 * r.random() ** 2)]


def bn_join(r, w, punct=True, quotes=True):
    """Bengali words as a text: no capitals in the script; a comma at times
    (before "কিন্তু", "যা", "যেখানে" the most often), a number at times in
    Bengali digits, an acronym in Bengali letters at times ("ওসি",
    "র‍্যাব"), a phrase in the outlet's quotes at times."""
    w = list(w)
    q0, q1 = BN_QUOTES[bn_outlet()]
    if punct and len(w) > 6 and r.random() < 0.16:
        w.insert(r.randint(1, len(w) - 4), bn_num(r))
    if punct and len(w) > 6 and r.random() < 0.05:
        w.insert(r.randint(1, len(w) - 4), r.choice(BN_ACRONYMS))
    if punct and quotes and len(w) > 6 and r.random() < 0.09:
        a = r.randrange(1, len(w) - 4)
        b = r.randint(a, min(len(w) - 4, a + 3))
        if " " not in w[a] and " " not in w[b]:
            w[a] = q0 + w[a]
            w[b] = w[b] + q1
    s = ""
    for i, x in enumerate(w):
        if punct and 1 < i < len(w) - 2 and s[-1] not in "," + q0 + q1 and x[:1] not in q0 + q1 and w[i - 1] not in BN_SMALL and (
                r.random() < 0.035 or x in BN_COMMA and r.random() < 0.6):
            s += ","
        s += (" " if s else "") + x
    return s


def bn_fix(r, w):
    """w without a small word opening it nor closing it."""
    w = list(w)
    while w and w[0] in BN_OPEN:
        w[0] = LEXICON_BN[int(len(LEXICON_BN) * r.random() ** 2)]
    while len(w) > 2 and w[-1] in BN_SMALL:
        w.pop()
    if w[-1] in BN_SMALL:
        w[-1] = LEXICON_BN[int(len(LEXICON_BN) * r.random() ** 2)]
    return w


def bn_sentence(r, w):
    """A Bengali sentence of the words w: its verb closing it ("... করা
    হয়েছে", "... বলে জানিয়েছেন") on most, an opener at times ("এদিকে",
    "এ ছাড়া", "জানা গেছে,"), closed by the danda "।", "?" a question; at
    times a speaker's words in the outlet's quotes after "তিনি বলেন, ",
    the danda inside them."""
    w = bn_fix(r, w)
    if r.random() < 0.85:
        while len(w) > 3 and w[-1] in BN_WORDS:
            w.pop()
        w += r.choice(BN_END).split()
    if r.random() < 0.06 and len(w) > 5:
        q0, q1 = BN_QUOTES[bn_outlet()]
        who = r.choice(["তিনি বলেন", "তিনি বলেন", "তিনি আরও বলেন", "%s বলেন" % bn_speaker(r), "এ বিষয়ে %s বলেন" % bn_speaker(r)])
        return "%s, %s%s%s%s" % (who, q0, bn_join(r, w, quotes=False), BN_DANDA, q1)
    lead = r.choice(BN_OPENERS) + " " if r.random() < 0.09 else ""
    e = r.choice([BN_DANDA] * 30 + ["?", "?", "!"])
    if e == "?" and len(w) > 3:
        w.insert(r.randint(1, len(w) - 2), r.choice(["কি", "কেন", "কীভাবে", "কবে"]))
    return lead + bn_join(r, w) + e


def bn_title(r):
    """A Bengali headline: no danda, none ending on a small word; two
    clauses split by a comma at times, a quote in the outlet's quotes
    ("‘...’" alone, or "..., বললেন NAME"), a number ("১২ জনের মৃত্যু"), a
    colon after a theme at times, a question's "?"."""
    w = bn_fix(r, [bn_word(r) for _ in range(r.randint(4, 10))])
    if r.random() < 0.12 and len(w) > 3:
        w.insert(r.randint(0, len(w) - 2), bn_num(r))
    q0, q1 = BN_QUOTES[bn_outlet()]
    x = r.random()
    if x < 0.08:
        return q0 + bn_join(r, w, False) + q1
    if x < 0.14 and len(w) > 4:
        return "%s%s%s, %s" % (q0, bn_join(r, w[:-2], False), q1, r.choice(["বললেন %s" % bn_speaker(r, True), "বললেন " + bn_lw(r),
                                                                          "%s বললেন" % bn_lw(r), "জানালেন %s" % bn_speaker(r, True)]))
    if x < 0.32 and len(w) > 5:
        k = r.randint(2, len(w) - 3)
        a, b = bn_fix(r, w[:k]), bn_fix(r, w[k:])
        return bn_join(r, a, False) + ", " + bn_join(r, b, False)
    if x < 0.38 and len(w) > 5 and w[0] not in BN_WORDS:
        return w[0] + ": " + bn_join(r, w[1:], False)
    s = bn_join(r, w, False)
    return s + "?" if x > 0.95 else s


BN_MONTHS = ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"]
# Anandabazar's spelling of August
BN_MONTHS_WB = BN_MONTHS[:7] + ["অগস্ট"] + BN_MONTHS[8:]
BN_DAYS = ["সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার", "রবিবার"]
# Bangladesh's names (the men's "মো." at times) and West Bengal's
BN_FIRST_M = ["আবদুল করিম", "রফিকুল", "শফিকুল", "কামরুল", "মাহফুজুর", "সাজ্জাদ", "তানভীর", "মনিরুল", "আসাদুজ্জামান", "জাহিদ", "নাজমুল",
              "আরিফুল", "মিজানুর", "হাবিবুর", "সাইফুল", "রাশেদ", "ইমরান", "শাহাদাত", "মাসুদ", "আনোয়ার"]
BN_FIRST_F = ["নাসরিন", "ফারহানা", "শাহনাজ", "তাসলিমা", "রুমানা", "সাবরিনা", "নুসরাত", "শারমিন", "তানজিলা", "মৌসুমী", "রোকসানা", "ফাতেমা"]
BN_LAST_M = ["ইসলাম", "হোসেন", "রহমান", "আহমেদ", "হক", "আলম", "খান", "চৌধুরী", "সরকার", "মিয়া", "উদ্দিন", "কবির", "হাসান", "মাহমুদ"]
BN_LAST_F = ["আক্তার", "সুলতানা", "পারভীন", "ইসলাম", "রহমান", "খাতুন", "হক", "চৌধুরী"]
WB_FIRST = ["দেবাশিস", "সুমন", "অনির্বাণ", "সৌমিত্র", "প্রদীপ", "অরিন্দম", "সুদীপ্ত", "কৌশিক", "শুভাশিস", "তাপস", "শ্রাবন্তী", "দেবারতি",
            "মৌমিতা", "সুচন্দ্রা", "ঈশানী", "অমিতাভ", "জয়ন্ত", "রাজীব", "পার্থপ্রতিম", "সোমা"]
WB_LAST = ["ঘোষ", "সেন", "চট্টোপাধ্যায়", "বন্দ্যোপাধ্যায়", "মুখোপাধ্যায়", "দাস", "বসু", "ভট্টাচার্য", "মণ্ডল", "সাহা", "পাল", "রায়", "দত্ত",
           "ঘড়াই", "সরকার", "চক্রবর্তী", "গঙ্গোপাধ্যায়", "মাইতি"]
BN_ROLES = ["পুলিশ সুপার", "থানার ওসি", "উপজেলা নির্বাহী কর্মকর্তা", "জেলা প্রশাসক", "সংগঠনের সভাপতি", "বিশ্ববিদ্যালয়ের উপাচার্য",
            "হাসপাতালের তত্ত্বাবধায়ক", "প্রতিষ্ঠানের ব্যবস্থাপনা পরিচালক", "ইউপি চেয়ারম্যান", "সমিতির সাধারণ সম্পাদক"]
WB_ROLES = ["জেলাশাসক", "পুলিশ সুপার", "পুরসভার চেয়ারম্যান", "বিধায়ক", "স্বাস্থ্য দফতরের এক কর্তা", "পঞ্চায়েত প্রধান", "রাজ্যের মন্ত্রী",
            "থানার আইসি", "স্কুলের প্রধান শিক্ষক"]
BN_DISTRICTS = ["ঢাকা", "চট্টগ্রাম", "রাজশাহী", "খুলনা", "সিলেট", "বরিশাল", "রংপুর", "ময়মনসিংহ", "কুমিল্লা", "নারায়ণগঞ্জ", "গাজীপুর",
                "বগুড়া", "যশোর", "কক্সবাজার", "নোয়াখালী", "ফরিদপুর", "দিনাজপুর", "টাঙ্গাইল", "সাতক্ষীরা", "পাবনা"]
WB_PLACES = ["কলকাতা", "কলকাতা", "হাওড়া", "শিলিগুড়ি", "দুর্গাপুর", "আসানসোল", "বর্ধমান", "মেদিনীপুর", "কৃষ্ণনগর", "বহরমপুর", "মালদহ",
             "বারাসত", "চুঁচুড়া", "বাঁকুড়া", "পুরুলিয়া", "জলপাইগুড়ি", "কোচবিহার"]


def bn_name(r, wb=False):
    """A person's name: a Bangladeshi's ("মো. রফিকুল ইসলাম") or a West
    Bengali's ("সুদীপ্ত ঘোষ")."""
    if wb:
        return "%s %s" % (r.choice(WB_FIRST), r.choice(WB_LAST))
    if r.random() < 0.3:
        return "%s %s" % (r.choice(BN_FIRST_F), r.choice(BN_LAST_F))
    return "%s%s %s" % ("মো. " if r.random() < 0.3 else "", r.choice(BN_FIRST_M), r.choice(BN_LAST_M))


def bn_speaker(r, short=False):
    """Who says it: a role and a name ("পুলিশ সুপার মো. কামরুল হাসান"),
    West Bengal's roles and names on Anandabazar's sites."""
    wb = bn_outlet() == "abp"
    n = bn_name(r, wb)
    if short:
        return n
    return "%s %s" % (r.choice(WB_ROLES if wb else BN_ROLES), n)

# the outlets' sections: (the label, its path, its subsections' (label, path))
BN_SECTIONS = {
    "palo": [("বাংলাদেশ", "bangladesh", [("রাজধানী", "capital"), ("জেলা", "district"), ("অপরাধ", "crime"), ("পরিবেশ", "environment")]),
             ("বাংলাদেশ", "bangladesh", [("জেলা", "district")]), ("রাজনীতি", "politics", []),
             ("বিশ্ব", "world", [("ভারত", "india"), ("যুক্তরাষ্ট্র", "usa"), ("এশিয়া", "asia"), ("মধ্যপ্রাচ্য", "middle-east")]),
             ("বাণিজ্য", "business", [("বাজার", "market"), ("ব্যাংক", "bank"), ("শিল্প", "industry")]), ("খেলা", "sports", [("ক্রিকেট", "cricket"), ("ফুটবল", "football")]),
             ("বিনোদন", "entertainment", [("টেলিভিশন", "tv"), ("ঢালিউড", "dhallywood")]), ("শিক্ষা", "education", []), ("প্রযুক্তি", "technology", [])],
    "abp": [("পশ্চিমবঙ্গ", "west-bengal", [("কলকাতা", "kolkata"), ("উত্তরবঙ্গ", "north-bengal"), ("হাওড়া-হুগলি", "howrah-hooghly"), ("বর্ধমান", "bardhaman")]),
            ("পশ্চিমবঙ্গ", "west-bengal", [("কলকাতা", "kolkata")]), ("দেশ", "india", []), ("বিদেশ", "world", []), ("বাংলাদেশ", "bangladesh-news", []),
            ("খেলা", "sports", [("ক্রিকেট", "cricket"), ("ফুটবল", "football")]), ("বিনোদন", "entertainment", [("টলিউড", "tollywood")]),
            ("ব্যবসা", "business", [])],
    "bbc": [("বাংলাদেশ", "bangladesh", []), ("বিশ্ব", "world", []), ("ভারত", "india", []), ("অর্থনীতি", "business", []), ("বিজ্ঞান", "science", [])],
    "jugantor": [("জাতীয়", "national", []), ("জাতীয়", "national", []), ("রাজনীতি", "politics", []), ("সারাদেশ", "country-news", []),
                 ("রাজধানী", "capital", []), ("আন্তর্জাতিক", "international", []), ("অর্থ ও বাণিজ্য", "economics", []), ("খেলা", "sports", []),
                 ("বিনোদন", "entertainment", [])],
    "bdnews": [("বাংলাদেশ", "bangladesh", []), ("বাংলাদেশ", "bangladesh", []), ("রাজনীতি", "politics", []), ("অর্থনীতি", "economy", []),
               ("বিশ্ব", "world", []), ("খেলা", "sport", []), ("বিনোদন", "glitz", []), ("প্রযুক্তি", "tech", []), ("সমগ্র বাংলাদেশ", "samagrabangladesh", [])]}


def bengali(r, t, body, cat, cs):
    """A Bengali (Bangla) news site's story page of 2020-2024 in Bengali
    (the Bengali script's made-up words, its vowel signs and conjuncts,
    sentences closed by the danda "।", numbers in Bengali digits), as
    Prothom Alo, Anandabazar Patrika, BBC News Bangla, Jugantor or
    bdnews24 writes it, one of them a site, each in an earlier or a later
    design, Prothom Alo's and Anandabazar's served as their AMP pages on
    some sites (amp-img, amp-ad, amp-social-share); dates in Bengali
    words and digits ("১০ ডিসেম্বর ২০২২, ১৭: ০০"), in Western digits on a
    fifth of the sites but the BBC's; the first paragraph opening on the
    day at times ("আজ বৃহস্পতিবার সকালে ", Jugantor's and bdnews24's
    "বৃহস্পতিবার (১২ মার্চ) বিকালে "), quotes after "তিনি বলেন, " in
    the outlet's quotes (Prothom Alo's and Anandabazar's ‘ ’).  Prothom
    Alo's Quintype page (CSS modules' five-letter hashed classes of the
    2021-2022 or 2023-2024 build): the section's links ("বাংলাদেশ",
    "রাজধানী"), div.story-title-info's h1, the subheadline on some
    pages, the reporter's line ("নিজস্ব প্রতিবেদক", "প্রতিনিধি", "প্রথম আলো
    ডেস্ক", a name) and its place ("ঢাকা"), "প্রকাশ: DATE" and "আপডেট:
    DATE" in div.time-social-share-wrapper, the share icons, the lead
    picture and its caption run into its "ছবি: প্রথম আলো", then the
    story's cards (div.storyCard, each story-element a box:
    story-element-text of one or more <p>s, bold or h2 subheadings,
    lists, story-element-image with its caption and attribution, a
    YouTube element), "আরও পড়ুন" story-element-text-also-read cards of a
    headline and its picture among them, the print-adslot ad boxes
    (data-lang "বিজ্ঞাপন") between the cards, "প্রথম আলোর খবর পেতে গুগল
    নিউজ চ্যানেল ফলো করুন" and "মন্তব্য করুন" on the later build, the tags,
    "সর্বশেষ" and "সর্বাধিক পঠিত" tabs, the ld+json's articleBody and the
    initial-page script holding the cards again; its AMP page (amp-img,
    amp-ad, amp-social-share, the story-element boxes, "আরও পড়ুন" links,
    "সর্বশেষ").  Anandabazar's: the older page of 2020-2021 (the
    breadcrumb, h1.abp-story-headline, the writer and place,
    div.abp-story-date-div, div.textwrap_left's picture and
    div.text_below_img caption, div#textbody's <p>s, "আরও পড়ুন:" lines of
    a linked headline in bold, ad boxes, Facebook's comments box on some
    sites) or the later of 2022-2024 (the breadcrumb "হোম" and the
    sections, h1, the dek h2.subheading under it on most pages,
    "নিজস্ব সংবাদদাতা", "সংবাদ সংস্থা", "আনন্দবাজার অনলাইন ডেস্ক" or a
    name and the place, "শেষ আপডেট: DATE", the lead picture from
    assets.telegraphindia.com and its caption ("প্রতীকী ছবি।", "নিজস্ব
    চিত্র।", "ছবি: পিটিআই।"), div.contentbox's <p>s, "বিজ্ঞাপন" over the
    ad boxes, "আরও পড়ুন:" boxes, the tags, "আনন্দবাজার অনলাইন এখন
    হোয়াট্‌সঅ্যাপেও" and "সর্বাধিক পঠিত" beside), or its AMP page.
    BBC News Bangla's Simorgh page of 2020-2021 ("news-NNN") or of
    2022-2024 ("articles/c...o") in emotion's hashed bbc- classes: the
    h1#content, the byline's list on some pages, the <time> "১২ মার্চ
    ২০২৩" and "আপডেট হয়েছে", pictures with the hidden "ছবির উৎস, " over
    their credit and "ছবির ক্যাপশান, " over their captions, every
    paragraph a <p> in a div of its own, the first in bold on most pages,
    h2 subheadings, the older pages' "আরো পড়তে পারেন:" lines and their
    lists of links, the newer's "সর্বাধিক পঠিত" box among the paragraphs
    with its English skip links, the "বিজ্ঞাপন" slot, a Facebook post's
    embed between "Skip Facebook post" and "End of Facebook post" and its
    warning caption, the WhatsApp channel's promo on pages of 2024, then
    "সম্পর্কিত বিষয়", "এই খবর নিয়ে আরো তথ্য", "প্রধান খবর",
    "পাঠকপ্রিয় খবর" (numbered in Bengali digits) and the BBC's footer.
    Jugantor's older Bootstrap page (the breadcrumb "প্রচ্ছদ", a shoulder
    over div#news-title's h3 at times, the reporter ("যুগান্তর প্রতিবেদন",
    "অনলাইন ডেস্ক", "সাতক্ষীরা প্রতিনিধি") and "প্রকাশ : DATE",
    div.dtl_img_section and its caption, div#myText's <p>s with "আরও
    পড়ুন:" lines and googletag's slots) or its newer page (the
    desktopDetail boxes, "আরও পড়ুন" boxes, the Google News line); then
    "বিষয় :" and its tags, Facebook's comments box on most sites, related
    headlines, "সর্বশেষ" and "সর্বাধিক পঠিত" tabs.  bdnews24's older
    page ("article1234567.bdnews": the breadcrumbs, the byline "নিজস্ব
    প্রতিবেদক, বিডিনিউজ টোয়েন্টিফোর ডটকম", "প্রকাশিত: DATE BdST", the
    picture and its caption, div.custombody's <p>s, "আরও পড়ুন" lists,
    Facebook's comments box on some sites, "সর্বাধিক পঠিত") or its
    Quintype page of 2022-2024 (hashed classes, the headline an h2, the
    subheadline on some pages, the story-element cards, "আরও পড়ুন" cards,
    ad boxes).  A source's line closing some foreign stories ("সূত্র:
    রয়টার্স"), an embedded YouTube player or a Facebook post after the
    line leading to it at times.  No comments printed.  The feed's
    description: the subheadline or dek where the page shows one
    (TEASER: Prothom Alo's, Anandabazar's, bdnews24's), the BBC's summary
    (not on the page), else the story's first sentence.  The truth: the
    subheadline or dek, then the paragraphs (the day's opening kept), the
    subheadings, the list items and the lines leading to an embed; not
    the breadcrumbs, headline, shoulder, reporter's lines, dates,
    captions and credits, the "আরও পড়ুন" ("আরো পড়তে পারেন") lines, cards
    and boxes (their headlines counted as leaks), the ads and their
    labels, the source's lines, the embeds, the Google News and WhatsApp
    lines, tags, share buttons, the skip links, related headlines, "most
    read" lists nor the footers."""
    site = bn_outlet()
    rs = random.Random(BLOG[0] + " bengali site")
    late = rs.random() < {"palo": 0.55, "abp": 0.6, "bbc": 0.65, "jugantor": 0.5, "bdnews": 0.6}[site]
    amp = site in ("palo", "abp") and rs.random() < (0.25 if site == "palo" else 0.35)
    bdig = site == "bbc" or rs.random() < 0.8                # the date lines in Bengali digits
    fbc = (site == "jugantor" and rs.random() < 0.75 or site == "bdnews" and not late and rs.random() < 0.6 or
           site == "abp" and not late and not amp and rs.random() < 0.35)      # Facebook's comments box
    quint = site == "palo" or site == "bdnews" and late      # a Quintype page
    wb = site == "abp"
    years = {"palo": [2023, 2024] if late else [2021, 2022], "abp": [2022, 2023, 2024] if late else [2020, 2021],
             "bbc": [2022, 2023, 2024] if late else [2020, 2021], "jugantor": [2023, 2024] if late else [2020, 2021, 2022],
             "bdnews": [2022, 2023, 2024] if late else [2020, 2021]}[site]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(5, 9 * 60)) if r.random() < 0.55 else None
    tz = "+05:30" if wb else "+06:00"
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + tz
    months = BN_MONTHS_WB if wb else BN_MONTHS
    D = lambda s: bn_digits(s) if bdig else s
    dm = lambda d: "%s %s" % (bn_digits(str(d.day)), months[d.month - 1])
    sec, spath, subs = r.choice(BN_SECTIONS[site])
    sub = r.choice(subs) if subs and r.random() < 0.8 else None
    place = r.choice(WB_PLACES) if wb else r.choice(BN_DISTRICTS)
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    low = "abcdefghijklmnopqrstuvwxyz0123456789"
    lw = lambda: bn_lw(r)
    latin = lambda k: "-".join(LEXICON[int(len(LEXICON) * r.random() ** 2)] for _ in range(k))
    uid = lambda: "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48))
    ends = lambda w: w.endswith((BN_DANDA, "?", "!", BN_DANDA + "\u2019", BN_DANDA + "\u201d", BN_DANDA + '"'))
    q0, q1 = BN_QUOTES[site]

    def hh(n):
        """A CSS module's hashed class, the same for a part on every page of the site."""
        g = random.Random("%s bengali %s %s" % (BLOG[0], late, n))
        return g.choice(alnum[:52] + "_") + "".join(g.choice(alnum + "_-") for _ in range(4))

    def fixed(tag, chars, k):
        g = random.Random("%s bengali %s" % (BLOG[0], tag))
        return "".join(g.choice(chars) for _ in range(k))

    # the story's paragraphs: Jugantor's and bdnews24's desks cut them short
    paras = []
    for p in body:
        if site in ("jugantor", "bdnews"):
            ss = word_sents(p, ends)
            while ss:
                k = r.choice([1, 2, 2, 3])
                paras.append(" ".join(ss[:k]))
                ss = ss[k:]
        else:
            paras.append(p)
    n = len(paras)
    # the day's opening of the first paragraph
    day = lambda d: BN_DAYS[d.weekday()]
    tod = lambda d: "সকালে" if d.hour < 12 else "দুপুরে" if d.hour < 15 else ("বিকেলে" if wb else "বিকালে") if d.hour < 18 else "সন্ধ্যায়" if d.hour < 20 else "রাতে"
    x = r.random()
    ev = pub - datetime.timedelta(days=r.choice([0, 0, 1]), hours=r.randint(0, 5))
    if site in ("jugantor", "bdnews") and x < 0.55:
        op = "%s (%s) %s " % (day(ev), dm(ev), tod(ev))
    elif site == "palo" and x < 0.35:
        op = ("আজ %s %s " % (day(pub), tod(pub)) if ev.date() == pub.date() else "গতকাল %s %s " % (day(ev), tod(ev)))
    elif site in ("abp", "bbc") and x < 0.3:
        op = "%s %s " % (day(ev), tod(ev))
    else:
        op = ""
    paras[0] = op + paras[0]

    # the parts among the paragraphs
    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 5 and r.random() < 0.35 else set()
    list_at = r.randrange(0, n) if n >= 3 and r.random() < 0.1 else -1
    pics = set(r.sample(range(1, n - 1), min(n - 2, r.choice([1, 1, 2])))) if n >= 4 and r.random() < 0.3 else set()
    also_p = {"palo": 0.75, "abp": 0.65, "bbc": 0.55 if not late else 0.0, "jugantor": 0.5, "bdnews": 0.6}[site]
    also = set(r.sample(range(0, n - 1), min(n - 1, r.choice([1, 1, 2, 2, 3])))) if n >= 2 and r.random() < also_p else set()
    every = {"palo": r.choice([2, 2, 3]), "abp": 3, "bbc": 0, "jugantor": r.choice([2, 3]), "bdnews": 3}[site]
    ads = set(range(r.choice([0, 1, 1]), n - 1, every)) if every and n >= 3 else set()
    bbc_ad = r.randrange(1, n - 1) if site == "bbc" and late and n >= 3 and r.random() < 0.6 else -1
    recs_at = min(n - 2, r.choice([2, 3, 3, 4])) if site == "bbc" and late and n >= 4 and r.random() < 0.75 else -1
    yt_at = r.randrange(0, n) if r.random() < 0.1 else -1
    fb_at = r.randrange(0, n) if site != "abp" and r.random() < 0.1 else -1
    blocks, story = [], []
    for i, p in enumerate(paras):
        if i in heads:
            h = bn_join(r, bn_fix(r, [bn_word(r) for _ in range(r.randint(2, 6))]), False) + (r.choice(["?", ":"]) if r.random() < 0.12 else "")
            blocks.append(("h", h))
            story.append(h)
        if i == list_at:
            p = p[:-1] + r.choice([":", " যেমন:", BN_DANDA]) if p.endswith(BN_DANDA) else p
        blocks.append(("p", p))
        story.append(p)
        if i == list_at:
            items = [bn_join(r, bn_fix(r, [bn_word(r) for _ in range(r.randint(3, 12))])) + r.choice(["", BN_DANDA, BN_DANDA, ";"]) for _ in range(r.randint(3, 5))]
            blocks.append(("ul", items))
            story += items
        if i == yt_at:
            if r.random() < 0.5:
                s = r.choice(["ভিডিওটি দেখুন:", "ভিডিও দেখুন:", "দেখুন ভিডিও:"])
                blocks.append(("p", s))
                story.append(s)
            blocks.append(("yt",))
        if i == fb_at:
            s = r.choice(["ফেসবুকে দেওয়া এক পোস্টে তিনি লেখেন,", "নিজের ফেসবুক পেজে তিনি লিখেছেন,", "ফেসবুক পোস্টটি দেখুন:"])
            blocks.append(("p", s))
            story.append(s)
            blocks.append(("fb",))
        if i in pics:
            blocks.append(("pic",))
        if i == recs_at:
            blocks.append(("recs",))
        if i in also:
            blocks.append(("also",))
        if i == bbc_ad:
            blocks.append(("ad", i))
        if i in ads:
            blocks.append(("ad", i))
    STORY[:] = story
    first = word_sents(story[0], ends)[0]

    # the subheadline or dek, and what the feed says
    dek = None
    if r.random() < {"palo": 0.3 if not amp else 0.25, "abp": 0.8, "bbc": 0.0, "jugantor": 0.0, "bdnews": 0.4 if late else 0.0}[site]:
        dek = sentence(r, 10, 24)
        if dek.endswith(BN_DANDA) and (site != "abp" or r.random() < 0.6):
            dek = dek[:-1]
        TEASER.append(dek)
    elif site == "bbc":
        DESC.append(sentence(r, 10, 24))
    else:
        DESC.append(first)
    source = ""
    if site in ("palo", "bdnews", "jugantor") and spath in ("world", "international") and r.random() < 0.5:
        source = "সূত্র: %s" % r.choice(["রয়টার্স", "এএফপি", "বিবিসি", "আল-জাজিরা", "রয়টার্স, এএফপি", "সিএনএন", "দ্য গার্ডিয়ান"])
        EXTRAS.append(source)

    # the reporter's line
    x = r.random()
    if site == "palo":
        who, where = ((bn_name(r), place if r.random() < 0.7 else "") if x < 0.3 else ("নিজস্ব প্রতিবেদক", "ঢাকা") if x < 0.55 else
                      ("প্রতিনিধি", place) if x < 0.7 else ("প্রথম আলো ডেস্ক", "") if x < 0.85 else
                      (r.choice(["কূটনৈতিক প্রতিবেদক", "বিশেষ প্রতিনিধি", "ক্রীড়া প্রতিবেদক", "বিনোদন প্রতিবেদক", "অর্থনৈতিক প্রতিবেদক"]), "ঢাকা"))
    elif site == "abp":
        who, where = ((bn_name(r, True), place) if x < 0.35 else ("নিজস্ব সংবাদদাতা", place) if x < 0.6 else ("সংবাদ সংস্থা", r.choice(["নয়াদিল্লি", "মুম্বই", place])) if x < 0.72 else
                      ("আনন্দবাজার অনলাইন সংবাদদাতা", place) if x < 0.85 else ("আনন্দবাজার অনলাইন ডেস্ক", ""))
    elif site == "bbc":
        who, where = (bn_name(r), r.choice(["বিবিসি নিউজ বাংলা, ঢাকা", "বিবিসি নিউজ বাংলা, লন্ডন", "বিবিসি নিউজ বাংলা, কলকাতা"])) if x < 0.45 else ("", "")
    elif site == "jugantor":
        who, where = (("যুগান্তর প্রতিবেদন", "") if x < 0.3 else ("অনলাইন ডেস্ক", "") if x < 0.5 else ("%s প্রতিনিধি" % place, "") if x < 0.7 else
                      ("%s ব্যুরো" % r.choice(["চট্টগ্রাম", "রাজশাহী", "খুলনা", "সিলেট", "বরিশাল"]), "") if x < 0.8 else ("যুগান্তর ডেস্ক", "") if x < 0.9 else (bn_name(r), ""))
    else:
        who, where = (("নিজস্ব প্রতিবেদক", "বিডিনিউজ টোয়েন্টিফোর ডটকম") if x < 0.4 else ("%s প্রতিনিধি" % place, "বিডিনিউজ টোয়েন্টিফোর ডটকম") if x < 0.6 else
                      ("অনলাইন ডেস্ক", "বিডিনিউজ টোয়েন্টিফোর ডটকম") if x < 0.75 else ("আন্তর্জাতিক ডেস্ক", "বিডিনিউজ টোয়েন্টিফোর ডটকম") if x < 0.85 else
                      (bn_name(r), "বিডিনিউজ টোয়েন্টিফোর ডটকম"))

    named = who and not who.endswith(("প্রতিনিধি", "ব্যুরো", "ডেস্ক", "প্রতিবেদক", "প্রতিবেদন", "সংবাদদাতা", "সংবাদ সংস্থা"))

    # the page's chrome: related headlines, the lists beside
    def heads_(k):
        hs = [title(r) for _ in range(k)]
        EXTRAS.extend(hs)
        return hs
    latest = heads_(r.randint(5, 8)) if site != "bbc" else []
    popular = heads_(r.choice([5, 5, 10]) if site != "bbc" else 5) if not amp else []
    tags = list(dict.fromkeys([lw() for _ in range(r.randint(2, 5))] + ([place] if r.random() < 0.4 else [])))

    def caption(always=False):
        if not always and r.random() < 0.35:
            return "", credit()
        c = sentence(r, 5, 14)
        c = c[:-1] if c.endswith(BN_DANDA) and r.random() < 0.6 else c
        EXTRAS.append(c)
        return c, credit()

    cc = lambda c, x: esc(c) + " " + esc(x) if c else esc(x)    # a caption and its credit

    def credit():
        if site == "palo":
            return "ছবি: " + r.choice(["প্রথম আলো", "প্রথম আলো", "রয়টার্স", "এএফপি", "সংগৃহীত", bn_name(r), "ফাইল ছবি"])
        if site == "abp":
            return r.choice(["প্রতীকী ছবি।", "নিজস্ব চিত্র।", "ছবি: পিটিআই।", "ফাইল চিত্র।", "ছবি: সংগৃহীত।", "ছবি: রয়টার্স।", "ছবি: সোশ্যাল মিডিয়া।"])
        if site == "bbc":
            return r.choice(["Getty Images", "Getty Images", "Reuters", "EPA", "AFP", "BBC", "Handout", "Anadolu Agency", "EPA-EFE/REX/Shutterstock"])
        if site == "jugantor":
            return r.choice(["ছবি: যুগান্তর", "ছবি: সংগৃহীত", "ফাইল ছবি", "ছবি: প্রতিনিধি", "ছবি: সংগৃহীত"])
        return r.choice(["ছবি: %s" % bn_name(r), "ফাইল ছবি", "ছবি: রয়টার্স", "ছবি: বিডিনিউজ টোয়েন্টিফোর ডটকম"])

    def gpt(i):
        return "div-gpt-ad-%d-%d" % (random.Random(BLOG[0] + " bengali gpt").randint(10 ** 12, 2 * 10 ** 12), i)

    def yt():
        v = "".join(r.choice(alnum + "-_") for _ in range(11))
        tag = "amp-youtube" if amp else None
        if tag:
            return '<amp-youtube data-videoid="%s" layout="responsive" width="480" height="270"></amp-youtube>' % v
        return ('<iframe width="560" height="315" src="https://www.youtube.com/embed/%s" title="YouTube video player" frameborder="0" '
                'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>') % v

    def fbpost():
        pg = "".join(r.choice(low[:26]) for _ in range(r.randint(6, 14)))
        u = "https%%3A%%2F%%2Fwww.facebook.com%%2F%s%%2Fposts%%2Fpfbid0%s" % (pg, "".join(r.choice(alnum) for _ in range(40)))
        return ('<iframe src="https://www.facebook.com/plugins/post.php?href=%s&amp;show_text=true&amp;width=500" width="500" height="%d" '
                'style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" '
                'allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>') % (u, r.randint(400, 700))

    shares = [("facebook", "Facebook", "https://www.facebook.com/sharer/sharer.php?u="), ("twitter", "X" if pub.year >= 2024 else "Twitter", "https://twitter.com/intent/tweet?url="),
              ("whatsapp", "WhatsApp", "https://api.whatsapp.com/send?text="), ("linkedin", "LinkedIn", "https://www.linkedin.com/shareArticle?mini=true&amp;url=")]
    bdate = lambda d, f: D(f % (d.day, months[d.month - 1], d.year, d.hour, d.minute))
    ampm = lambda d, f, bn=False: D(f % (d.day, months[d.month - 1], d.year, (d.hour + 11) % 12 + 1, d.minute) + " " + (
        ("এএম" if d.hour < 12 else "পিএম") if bn else ("AM" if d.hour < 12 else "PM")))
    ld_body = " ".join(story)

    def ldjson(me, logo, name, extra=None):
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": me}, "headline": t,
              "description": dek or first, "datePublished": iso(pub), "dateModified": iso(upd or pub),
              "author": [{"@type": "Person" if who and who not in ("প্রথম আলো ডেস্ক", "অনলাইন ডেস্ক") else "Organization", "name": who or name}],
              "publisher": {"@type": "Organization", "name": name, "logo": {"@type": "ImageObject", "url": logo}}, "keywords": ",".join(tags),
              "articleSection": sec, "inLanguage": "bn"}
        ld.update(extra or {})
        return '<script type="application/ld+json">%s</script>' % json.dumps(ld, ensure_ascii=False).replace("</", "<\\/")

    if quint:
        # Prothom Alo's Quintype page, or bdnews24's of 2022-2024
        pa = site == "palo"
        host = "www.prothomalo.com" if pa else "bangla.bdnews24.com"
        c = lambda k: hh(("pa " if pa else "bd ") + k)
        sid = lambda: "".join(r.choice(low) for _ in range(10)) if pa else "".join(r.choice("0123456789abcdef") for _ in range(12))
        me = "https://%s/%s%s/%s" % (host, spath, "/" + sub[1] if sub else "", sid())

        def url():
            _, p_, ss_ = r.choice(BN_SECTIONS[site])
            return "https://%s/%s%s/%s" % (host, p_, "/" + r.choice(ss_)[1] if ss_ and r.random() < 0.7 else "", sid())

        def img(w=640):
            d = pub - datetime.timedelta(days=r.randint(0, 20))
            nm = r.choice(["%s_%d_%02d_%s" % ("prothomalo_bangla" if pa else "bdnews24_bangla", d.year, d.month, uid().replace("-", "_")),
                           "IMG_%d" % r.randint(1000, 9999), latin(r.randint(1, 3)).replace("-", "_")])
            wd = r.choice([1200, 1600, 2048, 960])
            return ("https://%s/%s%%2F%d-%02d%%2F%s%%2F%s.%s?rect=0%%2C0%%2C%d%%2C%d&amp;auto=format%%2Ccompress&amp;fmt=webp&amp;format=webp&amp;w=%d&amp;dpr=1.0" % (
                "images.prothomalo.com" if pa else "images.bdnews24.com", "prothomalo-bangla" if pa else "bdnews24-bangla", d.year, d.month, uid(), nm,
                r.choice(["jpg", "jpg", "JPG", "webp", "jpeg"]), wd, wd * 9 // 16, w))

        elements, cards, card = [], [], []
        def sel(inner, kind="text", extra=""):
            """A story element's boxes: the earlier build's text in a <div> of its own."""
            if late:
                return '<div class="   \n                  story-element"><div class="story-element story-element-%s%s">%s</div></div>' % (kind, extra, inner)
            return '<div class="story-element"><div class="story-element story-element-%s%s">%s</div></div>' % (
                kind, extra, "<div>%s</div>" % inner if kind == "text" and not extra else inner)

        def also_read():
            h = heads_(1)[0]
            u = url()
            EXTRAS.append("আরও পড়ুন")
            elements.append({"type": "text", "subtype": "also-read", "text": h, "metadata": {"linked-story-id": uid()}})
            if amp:
                return ('<div class="story-element story-element-text story-element-text-also-read"><a href="%s" class="also-read-link">'
                        '<span class="also-read-text">আরও পড়ুন</span><h3 class="also-read-title">%s</h3></a></div>') % (u.replace("https://%s/" % host, "https://%s/amp/story/" % host), esc(h))
            if late:
                return sel('<span class="also-read %s"><div class="also-read-text">আরও পড়ুন</div><a target="_self" aria-label="%s" class="card-with-image-zoom %s" href="%s"><h2>%s</h2><div></div></a></span>' % (
                    c("alsoread"), u.split("/", 3)[3], c("card"), u, esc(h)), extra=" story-element-text-also-read")
            return sel('<div class="also-read-text">আরও পড়ুন</div><h2><a class="card-with-image-zoom %s" href="%s">%s</a></h2>'
                       '<div class="%s %s %s card-image-wrapper image3x2 qt-image-dynamic" style="background-image:url(&quot;/media-placeholder.svg&quot;)"><a class="card-with-image-zoom %s" href="%s"><img alt="%s" class="image qt-image" src="%s"/></a></div>' % (
                           c("card"), u, esc(h), c("JCQpo"), c("UUq0z"), c("img3x2"), c("card"), u, esc(h), img(100)), extra=" story-element-text-also-read")

        def ad(k):
            if amp:
                return ('<div class="ad-slot"><amp-ad width="300" height="250" type="doubleclick" data-slot="/85406138/%s_AMP_InArticle_300x250" '
                        'data-multi-size-validation="false" json=\'{"targeting":{"position":"%d"}}\'><div placeholder></div><div fallback></div></amp-ad></div>') % ("News" if pa else "bdnews24", k)
            if late:
                return ('<div><div class="print-adslot adsBox %s %s"><div data-lang="বিজ্ঞাপন" class="dfp-ad-unit %s"><div class="adunitContainer">'
                        '<div class=" adBox" id="%s_InArticle_300x250-%s-0-%d"></div></div></div></div></div>') % (c("ad1"), c("ad2"), c("ad3"), "News" if pa else "BDN", uid(), k)
            return ('<div class="%s %s adsBox print-adslot" lang="bn"><div class="dfp-ad-unit"><div class="adunitContainer"><div class="adBox" id="story_0-%d-inArticle2"></div>'
                    '</div></div></div>') % (c("ad1"), c("ad2"), k)

        def pic():
            cap, cr = caption(True)
            cr_ = esc(cr)
            if amp:
                return '<figure class="story-element story-element-image"><amp-img src="%s" width="1200" height="675" layout="responsive" alt="%s"></amp-img><figcaption>%s <span class="attribution">%s</span></figcaption></figure>' % (
                    img(), esc(cap), esc(cap), cr_)
            elements.append({"type": "image", "title": cap, "image-attribution": cr})
            return sel('<figure class="%s"><div class="%s card-image-wrapper image16x9 qt-image-dynamic"><img alt="%s" class="image qt-image" src="%s" loading="lazy"/></div>'
                       '<figcaption class="%s story-element-image-caption"><span class="story-element-image-title">%s</span><span class="story-element-image-attribution">%s</span></figcaption></figure>' % (
                           c("fig"), c("figimg"), esc(cap), img(), c("figcap"), esc(cap), cr_), "image")

        def textel(html_):
            elements.append({"type": "text", "subtype": None, "text": html_})
            if amp:
                return '<div class="story-element story-element-text">%s</div>' % html_
            return sel(html_)

        out, run = [], []
        def flush():
            if run:
                card.append(textel("".join(run)))
                del run[:]
        for b in blocks:
            k = b[0]
            if k == "p":
                if run and r.random() < 0.45:
                    flush()
                run.append("<p>%s</p>" % esc(b[1]))
                continue
            if k == "h":
                flush()
                run.append("<h2>%s</h2>" % esc(b[1]) if late or not pa else "<p><strong>%s</strong></p>" % esc(b[1]))
                continue
            if k == "ul":
                run.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in b[1]))
                continue
            flush()
            if k == "also":
                card.append(also_read())
            elif k == "pic":
                card.append(pic())
            elif k == "yt":
                card.append(yt() if amp else sel('<div class="%s">%s</div>' % (c("yt"), yt()), "youtube-video"))
            elif k == "fb":
                card.append('<amp-facebook width="552" height="310" layout="responsive" data-href="https://www.facebook.com/%s/posts/%d"></amp-facebook>' % (
                    "".join(r.choice(low[:26]) for _ in range(9)), r.randint(10 ** 15, 10 ** 16)) if amp else sel("<div>%s</div>" % fbpost(), "jsembed"))
            elif k == "ad":
                cards.append((list(card), ad(b[1])))
                del card[:]
        flush()
        if source:
            card.append(textel("<p>%s</p>" % esc(source)))
        cards.append((list(card), ""))
        if amp:
            textbox = "\n".join('<div class="story-card">%s</div>%s' % ("".join(cd), a) for cd, a in cards if cd or a)
        elif late:
            textbox = "\n".join('<div class="%s" id="%s"><div class="%s storyCard">%s</div>%s</div>' % (c("cardwrap"), uid(), c("eyOoS"), "".join(cd), a) for cd, a in cards if cd or a)
        else:
            textbox = "\n".join('<div class="%s" id="%s"><div class="%s storyCard">%s</div></div>%s' % (c("cardwrap"), uid(), c("eyOoS"), "".join(cd), a) for cd, a in cards if cd or a)
        name = "প্রথম আলো" if pa else "বিডিনিউজ টোয়েন্টিফোর ডটকম"
        when = (lambda d: bdate(d, "%d %s %d, %02d: %02d")) if pa else (lambda d: ampm(d, "%d %s %d, %d:%02d"))
        stamps = '<time datetime="%s"><span>%s %s</span></time>' % (iso(pub), "প্রকাশ:" if pa else "প্রকাশ :", when(pub))
        if upd:
            stamps += '<time datetime="%s"><span>%s %s</span></time>' % (iso(upd), "আপডেট:" if pa else "আপডেট :", when(upd))
        lead = r.random() < 0.85
        cap, cr = caption() if lead else ("", "")
        crumbs = '<a href="https://%s/%s" class="%s">%s</a>%s' % (host, spath, c("secl"), esc(sec), '<a href="https://%s/%s/%s" class="%s">%s</a>' % (host, spath, sub[1], c("secl"), esc(sub[0])) if sub else "")
        tag_li = "".join('<li class="%s"><a href="https://%s/topic/%s" class="%s">%s</a></li>' % (c("tagli"), host, esc(x), c("tag"), esc(x)) for x in tags)
        lst = lambda hs, num, cl=True: "".join('<div%s><a href="%s"%s>%s<h3%s>%s</h3></a></div>' % (
            ' class="%s"' % c("li") if cl else "", url(), ' class="%s"' % c("lia") if cl else "",
            '<span class="%s">%s</span>' % (c("num"), bn_digits(str(i + 1))) if num else "", ' class="%s"' % c("lih") if cl else "", esc(h)) for i, h in enumerate(hs))
        share = "".join('<a aria-label="%s" href="%s%s" target="_blank" rel="noopener noreferrer" class="%s"><svg width="24" height="24"><use href="#%s"></use></svg></a>' % (
            lab, u, me, c("share"), k) for k, lab, u in shares) + '<button aria-label="copy link" class="%s" type="button"><svg width="24" height="24"><use href="#copy-link"></use></svg></button>' % c("copy")
        initial = json.dumps({"pageType": "story-page", "data": {"story": {"headline": t, "subheadline": dek, "slug": me.split("/", 3)[3], "author-name": who or name,
                                                                       "published-at": int(pub.timestamp() * 1000), "cards": [{"id": uid(), "story-elements": elements}],
                                                                       "tags": [{"name": x} for x in tags], "sections": [{"name": sec, "slug": spath}]}},
                              "currentPath": "/" + me.split("/", 3)[3], "config": {"cdn-image": "images.prothomalo.com" if pa else "images.bdnews24.com"}}, ensure_ascii=False)
        ld = ldjson(me, "https://images.prothomalo.com/prothomalo-bangla/2020-09/logo.png" if pa else "https://bangla.bdnews24.com/logo.png", name, {"articleBody": ld_body})
        if pa and late:
            EXTRAS.append("প্রথম আলোর খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন")
        if amp:
            return ld + ('<div class="amp-story-page"><div class="story-head"><div class="section-tag">%s</div><h1 class="headline">%s</h1>%s'
                    '<div class="author-time"><span class="author-name">%s</span>%s<div class="time">%s</div></div>'
                    '<div class="share-bar">%s</div></div>%s'
                    '<div class="story-content">%s</div>%s<div class="tags"><ul>%s</ul></div>'
                    '<div class="latest-news"><h2>সর্বশেষ</h2>%s</div></div>') % (
                crumbs, esc(t), '<h2 class="subheadline">%s</h2>' % esc(dek) if dek else "", esc(who), ' <span class="author-location">%s</span>' % esc(where) if where else "",
                stamps, "".join('<amp-social-share type="%s" width="32" height="32"%s></amp-social-share>' % (
                    k, ' data-param-app_id="%s"' % fixed("fbapp", "0123456789", 15) if k == "facebook" else "") for k in ["facebook", "twitter", "whatsapp", "email"]),
                ('<figure class="hero-image"><amp-img src="%s" width="1200" height="675" layout="responsive" alt="%s"></amp-img><figcaption>%s<span class="attribution">%s</span></figcaption></figure>' % (
                    img(), esc(cap or t), esc(cap), esc(cr))) if lead else "", textbox,
                '<div class="google-news"><a href="https://news.google.com/publications/CAAqBwgKMKHL9QowkqbaAg" target="_blank">প্রথম আলোর খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন</a></div>' if pa and late else "",
                "".join('<li><a href="https://%s/topic/%s">%s</a></li>' % (host, esc(x), esc(x)) for x in tags), lst(latest, False, False))
        head = ('<h1 class="%s" data-title-0="true">%s</h1>' % (c("IiRps"), esc(t))) if pa else ('<h2 class="%s">%s</h2>' % (c("MbPT-"), esc(t)))
        return ld + ('<div id="container"><div class="%s story-page"><div class="%s"><div class="%s">'
                '<div class="%s print-section">%s</div>'
                '<div class="%s story-title-info"><div>%s%s</div></div>'
                '<div class="%s"><div class="%s author-read-time-wrapper"><div class="%s"><div class="author-details no-author-image %s"><div class="author-name-location-wrapper">'
                '<div class="print-authors-list %s"><span class="contributor-name %s">%s</span></div>%s</div></div></div></div>'
                '<div class="%s time-social-share-wrapper"><div class="%s %s">%s</div><div class="%s meta-data-icons">%s</div></div></div>'
                '%s<div class="%s story-content">\n%s\n</div>%s'
                '<div class="%s tag-list"><ul class="%s">%s</ul></div>%s</div>'
                '<aside class="%s"><div class="%s"><div role="tablist" class="%s"><button role="tab" aria-selected="true" class="%s">সর্বশেষ</button><button role="tab" aria-selected="false" class="%s">সর্বাধিক পঠিত</button></div>'
                '<div role="tabpanel" class="%s">%s</div><div role="tabpanel" class="%s" hidden>%s</div></div></aside></div></div></div>'
                '<script type="application/json" id="initial-page">%s</script>') % (
            c("page"), c("grid"), c("main"), c("sec"), crumbs, c("BG103"), head, '<h2 class="%s">%s</h2>' % (c("subhead"), esc(dek)) if dek else "",
            c("H6cQ5"), c("D-0u1"), c("mH-nJ"), c("o6ue2"), c("zM7oX"), c("_8TSJC"), esc(who), '<span class="author-location %s">%s</span>' % (c("loc"), esc(where)) if where else "",
            c("_24WTx"), c("c436q"), c("xuoYp"), stamps, c("UmzUb"), share,
            ('<div class="%s print-story-first-part"><div><div class="%s print-meta-content"><div class="%s"><div><div class="%s %s %s card-image-wrapper image16x9 qt-image-dynamic" style="background-image:url(&quot;/media-placeholder.svg&quot;)">'
             '<img alt="%s" class="image qt-image" src="%s"/></div></div><div class="%s print-image-caption">%s<span class="%s story-element-image-attribution">%s</span></div></div></div></div></div>') % (
                c("Dwfxv"), c("kAIJK"), c("RJoJJ"), c("FitPV"), c("JCQpo"), c("UUq0z"), esc(cap or t), img(900), c("cdKYX"), esc(cap), c("attr"), esc(cr)) if lead else "",
            c("story"), textbox,
            '<div class="%s"><a href="https://news.google.com/publications/CAAqBwgKMKHL9QowkqbaAg?hl=bn&amp;gl=BD&amp;ceid=BD%%3Abn" target="_blank" rel="noopener noreferrer" class="%s">প্রথম আলোর খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন</a></div>' % (
                c("gnews"), c("gnewsa")) if pa and late else "",
            c("tags"), c("tagul"), tag_li, '<div class="%s"><button class="%s" type="button">মন্তব্য করুন</button></div>' % (c("cmt"), c("cmtb")) if pa and late and r.random() < 0.6 else "",
            c("side"), c("tabs"), c("tablist"), c("tab"), c("tab"), c("panel"), lst(latest, False), c("panel"), lst(popular, True), initial.replace("</", "<\\/"))

    if site == "abp":
        # Anandabazar's page of 2020-2021 or of 2022-2024, or its AMP page
        old = {"west-bengal": "state", "india": "national", "world": "international", "bangladesh-news": "bangladesh-news", "sports": "khela",
               "entertainment": "entertainment", "business": "business"}
        en_mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

        def url():
            _, p_, ss_ = r.choice(BN_SECTIONS["abp"])
            if late:
                return "https://www.anandabazar.com/%s%s/%s/cid/%d" % (p_, "/" + r.choice(ss_)[1] if ss_ and r.random() < 0.6 else "",
                                                                      latin(r.randint(3, 7)) + ("-dgtl" if r.random() < 0.6 else ""), r.randint(1320000, 1520000))
            return "https://www.anandabazar.com/%s/%s-1.%d" % (old[p_], latin(r.randint(3, 7)), r.randint(1180000, 1300000))

        def img(w=1200):
            d = pub - datetime.timedelta(days=r.randint(0, 10))
            if late:
                return "https://assets.telegraphindia.com/abp/%d/%s/%d_%s.jpg" % (d.year, en_mon[d.month - 1], int(d.timestamp()) + r.randint(0, 9999),
                                                                                   latin(r.randint(1, 2)).replace("-", "_"))
            k = r.randint(10 ** 7, 10 ** 8)
            return "https://www.anandabazar.com/polopoly_fs/1.%d!/image/%d.jpg_gen/derivatives/landscape_%d/%d.jpg" % (r.randint(1180000, 1300000), k, w, k)
        me = url()
        if late:
            me = "https://www.anandabazar.com/%s%s/%s/cid/%d" % (spath, "/" + sub[1] if sub else "", latin(5) + "-dgtl", r.randint(1320000, 1520000))
        label = "বিজ্ঞাপন" if late or amp or rs.random() < 0.5 else ""
        out = []
        for b in blocks:
            k = b[0]
            if k == "p":
                out.append("<p>%s</p>" % esc(b[1]))
            elif k == "h":
                out.append("<p><b>%s</b></p>" % esc(b[1]) if late else "<p><strong>%s</strong></p>" % esc(b[1]))
            elif k == "ul":
                out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in b[1]))
            elif k == "pic":
                cap, cr = caption()
                if amp:
                    out.append('<figure class="imgbox"><amp-img src="%s" width="1200" height="675" layout="responsive" alt="%s"></amp-img><figcaption>%s <span>%s</span></figcaption></figure>' % (
                        img(), esc(cap or t), esc(cap), esc(cr)))
                elif late:
                    out.append('<figure class="imgbox"><img src="%s" alt="%s" loading="lazy" width="1200" height="675"/><figcaption class="imgcaption">%s <span class="imgcredit">%s</span></figcaption></figure>' % (
                        img(), esc(cap or t), esc(cap), esc(cr)))
                else:
                    out.append('<div class="textwrap_center"><img src="%s" alt="%s"/><div class="text_below_img">%s</div></div>' % (img(590), esc(cap or t), cc(cap, cr)))
            elif k == "also":
                h = heads_(1)[0]
                EXTRAS.append("আরও পড়ুন:")
                if late and not amp:
                    out.append('<div class="readmorebox"><span class="readmoretitle">আরও পড়ুন:</span><a href="%s"><div class="readmoreimg"><img src="%s" alt="" loading="lazy"/></div>'
                               '<h3 class="readmorehead">%s</h3></a></div>' % (url(), img(300), esc(h)))
                else:
                    out.append('<p><strong>আরও পড়ুন:</strong> <a href="%s" target="_blank">%s</a></p>' % (url(), esc(h)))
            elif k == "ad":
                slot = gpt(b[1])
                if label:
                    EXTRAS.append(label)
                if amp:
                    out.append('<div class="adbox"><div class="adtext">বিজ্ঞাপন</div><amp-ad width="300" height="250" type="doubleclick" data-slot="/1001456/ABP_Bengali_AMP_Article_%d" '
                               'data-multi-size="300x250,336x280" data-multi-size-validation="false"></amp-ad></div>' % (b[1] + 1))
                elif late:
                    out.append('<div class="adbox"><div class="adtext">বিজ্ঞাপন</div><div id="%s" class="gptslot" style="min-width:300px;min-height:250px"></div></div>' % slot)
                else:
                    out.append('<div class="abp-story-adbox">%s<div id="%s"><script>googletag.cmd.push(function(){googletag.display("%s");});</script></div></div>' % (
                        '<span class="adlabel">%s</span>' % label if label else "", slot, slot))
            elif k == "yt":
                out.append(yt())
        textbox = "\n".join(out)
        lead = r.random() < 0.9
        cap, cr = caption(r.random() < 0.4) if lead else ("", "")
        ago = pub.year >= 2023 and late and r.random() < 0.65
        wa = ('<div class="whatsappbox"><p>আনন্দবাজার অনলাইন এখন <a href="https://whatsapp.com/channel/%s" target="_blank">হোয়াট\u09cd\u200cসঅ্যাপেও</a></p>'
              '<a class="followbtn" href="https://whatsapp.com/channel/%s" target="_blank">ফলো করুন আমাদের চ্যানেল</a></div>') % ((fixed("wa", alnum, 24),) * 2) if ago else ""
        if ago:
            EXTRAS.extend(["আনন্দবাজার অনলাইন এখন হোয়াট\u09cd\u200cসঅ্যাপেও", "ফলো করুন আমাদের চ্যানেল"])
        crumbs = '<li><a href="https://www.anandabazar.com/">হোম</a></li><li><a href="https://www.anandabazar.com/%s">%s</a></li>%s' % (
            spath if late else old[spath], esc(sec), '<li><a href="https://www.anandabazar.com/%s/%s">%s</a></li>' % (spath, sub[1], esc(sub[0])) if sub and late else "")
        stamp = "শেষ আপডেট: " + bdate(upd or pub, "%d %s %d %02d:%02d")
        side = lambda lab, hs: '<div class="sidebarbox"><h4 class="sidebartitle">%s</h4><ul>%s</ul></div>' % (lab, "".join(
            '<li><a href="%s"><div class="sideimg"><img src="%s" alt="" loading="lazy"/></div><h5>%s</h5></a></li>' % (url(), img(300), esc(h)) for h in hs))
        tagbox = '<div class="tagbox"><ul>%s</ul></div>' % "".join('<li><a href="https://www.anandabazar.com/topic/%s">%s</a></li>' % (esc(x), esc(x)) for x in tags)
        ld = ldjson(me, "https://www.anandabazar.com/images/abp-logo.png", "আনন্দবাজার পত্রিকা")
        if amp:
            return ld + ('<div class="ampstory"><ul class="breadcrumb">%s</ul><h1 class="storyheadline">%s</h1>%s'
                    '<div class="editorbox"><span class="editorname">%s</span>%s<div class="datetime">%s</div></div>'
                    '<div class="sharebox">%s</div>%s<div class="contentbox">\n%s\n</div>%s%s'
                    '<div class="latestbox"><h4>সর্বশেষ</h4><ul>%s</ul></div></div>') % (
                crumbs, esc(t), '<h2 class="subheading">%s</h2>' % esc(dek) if dek else "", esc(who), ' <span class="editorplace">%s</span>' % esc(where) if where else "", stamp,
                "".join('<amp-social-share type="%s" width="30" height="30"%s></amp-social-share>' % (k, ' data-param-app_id="%s"' % fixed("fbapp", "0123456789", 15) if k == "facebook" else "")
                        for k in ["facebook", "twitter", "whatsapp", "email"]),
                '<figure class="leadimg"><amp-img src="%s" width="1200" height="675" layout="responsive" alt="%s"></amp-img><figcaption>%s <span>%s</span></figcaption></figure>' % (
                    img(), esc(cap or t), esc(cap), esc(cr)) if lead else "", textbox, tagbox, wa, "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in latest))
        share = "".join('<li><a href="%s%s" target="_blank" rel="noopener" aria-label="%s" class="share-%s"></a></li>' % (u, me, lab, k) for k, lab, u in shares)
        if late:
            au = '<a href="https://www.anandabazar.com/author/%s">%s</a>' % (latin(2), esc(who)) if named else esc(who)
            return ld + ('<main class="maincontainer"><div class="container"><div class="breadcrumb"><ul>%s</ul></div><div class="row"><div class="col-lg-8 leftsec">'
                    '<div class="articletbox"><h1 id="articletitle">%s</h1>%s'
                    '<div class="editorbox"><div class="editortext">%s%s</div><div class="datetimebox"><span class="date">%s</span></div></div>'
                    '<div class="sharebox"><ul>%s</ul></div>%s'
                    '<div class="contentbox" id="contentbox">\n%s\n</div>%s%s</div></div>'
                    '<div class="col-lg-4 rightsec">%s%s</div></div></div></main>') % (
                crumbs, esc(t), '<h2 class="subheading">%s</h2>' % esc(dek) if dek else "", au, ' <span class="place">%s</span>' % esc(where) if where else "", stamp, share,
                '<div class="leadimgbox"><figure><img src="%s" alt="%s" width="1200" height="675"/><figcaption class="imgcaption">%s <span class="imgcredit">%s</span></figcaption></figure></div>' % (
                    img(), esc(cap or t), esc(cap), esc(cr)) if lead else "", textbox, tagbox, wa, side("সর্বাধিক পঠিত", popular), side("সর্বশেষ", latest))
        d_ = upd or pub
        return ld + ('<div id="story_container" class="container abp-story"><ol class="breadcrumb">%s</ol><div class="row"><div class="col-md-8">'
                '<h1 class="abp-story-headline">%s</h1>%s<div class="abp-story-writer-div"><span class="abp-story-writer">%s</span>%s</div>'
                '<div class="abp-story-date-div">%s</div><div class="abp-story-share"><ul>%s</ul></div>%s'
                '<div id="textbody" class="abp-story-article">\n%s\n</div>%s%s</div>'
                '<div class="col-md-4 abp-rightpanel"><div class="abp-mostread"><h3>সর্বাধিক পঠিত</h3><ul>%s</ul></div><div class="abp-latest"><h3>সর্বশেষ</h3><ul>%s</ul></div></div></div></div>') % (
            crumbs, esc(t), '<h2 class="abp-story-subheadline">%s</h2>' % esc(dek) if dek else "", esc(who), ' <span class="abp-story-place">%s</span>' % esc(where) if where else "",
            D("%d %s, %d, %02d:%02d:%02d" % (d_.day, months[d_.month - 1], d_.year, d_.hour, d_.minute, r.randint(0, 59))), share,
            '<div class="textwrap_left"><img src="%s" alt="%s"/><div class="text_below_img">%s</div></div>' % (img(390), esc(cap or t), cc(cap, cr)) if lead else "",
            textbox, tagbox.replace("tagbox", "abp-story-tags"),
            '<div class="fb-comments" data-href="%s" data-width="100%%" data-numposts="5"></div>' % me if fbc else "",
            "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in popular), "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in latest))

    if site == "bbc":
        # BBC News Bangla's Simorgh page, of 2020-2021 or of 2022-2024
        hx = lambda k: (lambda g: "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7)))(random.Random(BLOG[0] + " bengali bbc " + k))
        bc = lambda k: "bbc-%s e%s0" % (hx(k)[:6 + len(k) % 2], hx(k + "!")[:6 + len(k) % 2])   # emotion's class of a component, the same on every page of a site
        hidden = bc("VisuallyHidden")
        cid = lambda: "c" + "".join(r.choice("0123456789abcdefghjklmnpqrstvwxyz") for _ in range(10)) + "o"
        aurl = lambda: "https://www.bbc.com/bengali/articles/%s" % cid() if late else "https://www.bbc.com/bengali/news-%d" % r.randint(55000000, 59999999)
        ipath = lambda: "cpsprodpb/%04X/production/_%d_%s.jpg" % (r.getrandbits(16), r.randint(120000000, 131000000), r.choice(["gettyimages-%d" % r.randint(10 ** 9, 2 * 10 ** 9), "p0%s" % "".join(
            r.choice("bcdfghjklmnpqrstvwxyz0123456789") for _ in range(5)), "reuters", "epa", "bbc"]))
        ichef = lambda w, x=None: "https://ichef.bbci.co.uk/ace/ws/%d/%s.webp" % (w, x or ipath())
        when = lambda d: bn_digits("%d %s %d" % (d.day, months[d.month - 1], d.year))
        div = lambda inner: '<div class="%s">%s</div>' % (bc("GridItemLarge"), inner)

        def figure(lead):
            cap, cr = caption(True)
            x = ipath()
            return ('<figure class="%s"><div class="%s"><div class="%s" style="padding-top:56.25%%"><img alt="%s" src="%s" srcSet="%s 240w, %s 320w, %s 480w, %s 624w, %s 800w" sizes="(min-width: 1008px) 760px, 100vw" width="976" height="549" class="%s"%s/>'
                    '<p class="%s"><span role="text"><span class="%s">ছবির উৎস, </span>%s</span></p></div></div><figcaption class="%s"><span class="%s">ছবির ক্যাপশান, </span><p class="%s">%s</p></figcaption></figure>') % (
                bc("Figure"), bc("ImageWrapper"), bc("ImagePlaceholder"), esc(cap), ichef(800, x), ichef(240, x), ichef(320, x), ichef(480, x), ichef(624, x), ichef(800, x), bc("Image"),
                "" if lead else ' loading="lazy"', bc("Copyright"), hidden, esc(cr), bc("Caption"), hidden, bc("CaptionText"), esc(cap))

        def social(prov, k):
            skip = ["Skip %s post" % prov, "End of %s post" % prov, "সতর্কবাণী: বিবিসির নয় এমন ওয়েবসাইটের কনটেন্টের জন্য বিবিসি দায়ী না", "%s কনটেন্টে বিজ্ঞাপন থাকতে পারে" % prov]
            EXTRAS.extend(skip)
            inner = yt() if prov == "YouTube" else fbpost()
            return ('<div class="%s"><a href="#end-of-%s-content-%d" class="%s">%s</a><div class="%s" data-e2e="%s-embed-%d">%s</div>'
                    '<p class="%s"><span class="%s">ভিডিওর ক্যাপশান: </span>%s %s</p><p id="end-of-%s-content-%d" class="%s">%s</p></div>') % (
                bc("SocialEmbed"), prov.lower(), k, bc("SkipLink"), skip[0], bc("EmbedContainer"), prov.lower(), k, inner, bc("EmbedCaption"), hidden, skip[2], skip[3],
                prov.lower(), k, hidden, skip[1])
        bold = r.random() < 0.65
        promo_at = 2 if late and pub.year >= 2024 and n >= 4 and r.random() < 0.5 else -1
        out = []
        k_p = 0
        for b in blocks:
            k = b[0]
            if k == "p":
                out.append(div('<p class="%s">%s</p>' % (bc("Paragraph"), '<b class="%s">%s</b>' % (bc("Bold"), esc(b[1])) if k_p == 0 and bold else esc(b[1]))))
                k_p += 1
                if k_p == promo_at:
                    pr = ["স্কিপ করুন বিবিসি বাংলার হোয়াটসঅ্যাপ চ্যানেল পড়ুন", "বিবিসি বাংলার হোয়াটসঅ্যাপ চ্যানেল", "আপনার হোয়াটসঅ্যাপে বিবিসি বাংলা।",
                          "বিবিসি বাংলার সর্বশেষ খবর ও বিশ্লেষণ এখন সরাসরি আপনার ফোনে।", "ফলো করুন, নোটিফিকেশন অন রাখুন",
                          "বিবিসি বাংলার সাথে থাকার জন্য ধন্যবাদ বিবিসি বাংলার হোয়াটসঅ্যাপ চ্যানেল"]
                    EXTRAS.extend(pr)
                    out.append(('<div class="%s"><a href="#end-of-podcast-promo" class="%s">%s</a><section aria-labelledby="podcast-promo" role="region" class="%s">'
                                '<div class="%s"><strong id="podcast-promo" class="%s">%s</strong></div><div class="%s"><div class="%s"><img alt="%s" src="https://ichef.bbc.co.uk/images/ic/160x160/p0lqx69m.png" loading="lazy" class="%s"/></div>'
                                '<div class="%s"><h3 class="%s"><a href="https://www.whatsapp.com/channel/%s" class="%s">%s</a></h3><p class="%s">%s</p><span class="%s">%s</span></div></div></section>'
                                '<p id="end-of-podcast-promo" class="%s">%s</p></div>') % (
                        bc("PromoWrap"), bc("SkipLink"), pr[0], bc("Promo"), bc("PromoHeadWrap"), bc("PromoHead"), pr[1], bc("PromoBody"), bc("PromoImageWrap"), pr[1], bc("Image"),
                        bc("PromoText"), bc("PromoTitle"), fixed("wa", alnum, 20), bc("PromoLink"), pr[2], bc("PromoDesc"), pr[3], bc("PromoCta"), pr[4], hidden, pr[5]))
            elif k == "h":
                out.append(div('<h2 id="%s" tabindex="-1" class="%s">%s</h2>' % (esc("_".join(b[1].split()[:4])), bc("Subheading"), esc(b[1]))))
            elif k == "ul":
                out.append(div('<ul role="list" class="%s">%s</ul>' % (bc("List"), "".join('<li class="%s">%s</li>' % (bc("ListItem"), esc(x)) for x in b[1]))))
            elif k == "pic":
                out.append(figure(False))
            elif k == "also":
                hs = heads_(r.choice([2, 3, 3]))
                EXTRAS.append("আরো পড়তে পারেন:")
                out.append(div('<p class="%s"><b class="%s">আরো পড়তে পারেন:</b></p>' % (bc("Paragraph"), bc("Bold"))))
                out.append(div('<ul role="list" class="%s">%s</ul>' % (bc("List"), "".join('<li class="%s"><a href="%s" class="%s">%s</a></li>' % (
                    bc("ListItem"), aurl(), bc("InlineLink"), esc(h)) for h in hs))))
            elif k == "recs":
                recs = heads_(4)
                EXTRAS.extend(["সর্বাধিক পঠিত", "Skip সর্বাধিক পঠিত and continue reading", "End of সর্বাধিক পঠিত"])
                out.append(('<section aria-labelledby="recommendations-heading" role="region" class="%s"><div class="%s"><strong id="recommendations-heading" class="%s">সর্বাধিক পঠিত</strong></div>'
                            '<a href="#end-of-recommendations" class="%s">Skip সর্বাধিক পঠিত and continue reading</a><div class="%s"><ul role="list" class="%s">%s</ul></div>'
                            '<p id="end-of-recommendations" class="%s">End of সর্বাধিক পঠিত</p></section>') % (
                    bc("Recommendations"), bc("RecsHeadingWrap"), bc("RecsHeading"), bc("SkipLink"), bc("RecsWrap"), bc("RecsList"), "".join(
                        '<li class="%s"><div class="%s"><div class="%s"><img alt="" src="%s" loading="lazy" width="240" height="135" class="%s"/></div><div class="%s">'
                        '<a href="%s" class="%s"><span class="%s">%s</span></a></div></div></li>' % (
                            bc("RecsItem"), bc("RecsPromo"), bc("RecsImage"), ichef(240), bc("Image"), bc("RecsText"), aurl(), bc("RecsLink"), bc("RecsTitle"), esc(h)) for h in recs), hidden))
            elif k == "ad":
                EXTRAS.append("বিজ্ঞাপন")
                out.append('<div class="%s" data-e2e="advertisement"><div class="%s"><span class="%s">বিজ্ঞাপন</span><div id="dotcom-mpu" class="%s"></div></div></div>' % (
                    bc("AdWrap"), bc("AdInner"), bc("AdLabel"), bc("AdSlot")))
            elif k == "yt":
                out.append(social("YouTube", len(out)))
            elif k == "fb":
                out.append(social("Facebook", len(out)))
        lead = figure(True) if r.random() < 0.9 else ""
        by = ('<div class="%s"><ul class="%s" role="list"><li class="%s"><div class="%s"><span class="%s">Author, </span><span class="%s">%s</span></div></li>'
              '<li class="%s"><span class="%s">Role, </span><span class="%s">%s</span></li></ul></div>') % (
            bc("Byline"), bc("BylineList"), bc("BylineItem"), bc("BylineAuthor"), hidden, bc("BylineName"), esc(who), bc("BylineItem"), hidden, bc("BylineRole"), esc(where)) if who and late else ""
        more = [(h, pub - datetime.timedelta(days=r.randint(1, 120))) for h in heads_(r.randint(2, 4))]
        top = heads_(3) if late else []
        foot = "বিবিসি। বাইরের কোন সাইটের তথ্যের জন্য বিবিসি দায়বদ্ধ নয়।"
        EXTRAS.extend(["এই খবর নিয়ে আরো তথ্য", "পাঠকপ্রিয় খবর", foot])
        stamp = '<time datetime="%s" class="%s">%s</time>' % (pub.strftime("%Y-%m-%d"), bc("Timestamp"), when(pub))
        if upd and upd.date() != pub.date():
            stamp += '<time datetime="%s" class="%s">আপডেট হয়েছে %s</time>' % (upd.strftime("%Y-%m-%d"), bc("Timestamp"), when(upd))
        return ('<main role="main" class="%s"><div class="%s"><div class="%s">'
                '<div class="%s"><h1 id="content" tabindex="-1" class="%s">%s</h1></div>%s<div class="%s"><div class="%s">%s</div></div>%s'
                '%s'
                '<aside class="%s" aria-labelledby="related-topics" role="complementary"><h2 id="related-topics" class="%s">সম্পর্কিত বিষয়</h2><ul role="list" class="%s">%s</ul></aside>'
                '<section class="%s" aria-labelledby="related-content-heading" role="region"><div class="%s"><h2 id="related-content-heading" class="%s">এই খবর নিয়ে আরো তথ্য</h2></div><ul class="%s" role="list">%s</ul></section>'
                '</div><div class="%s">%s'
                '<section class="%s" aria-labelledby="Most-Read" role="region"><div class="%s"><h2 id="Most-Read" class="%s">পাঠকপ্রিয় খবর</h2></div><div class="%s"><ol class="%s" role="list">%s</ol></div></section>'
                '</div></div>'
                '<footer role="contentinfo" class="%s"><div class="%s"><a href="https://www.bbc.com/bengali" class="%s"><span class="%s">BBC News বাংলা</span></a><ul class="%s" role="list">%s</ul>'
                '<p class="%s">&copy; %s %s <a href="https://www.bbc.com/editorialguidelines/guidance/links-and-feeds" class="%s">বাইরের লিংক সম্পর্কে বিবিসির দৃষ্টিভঙ্গি সম্বন্ধে পড়ুন।</a></p></div></footer></main>') % (
            bc("Main"), bc("Grid"), bc("Primary"), bc("HeadlineWrap"), bc("Headline"), esc(t), by, bc("TimestampWrap"), bc("TimestampInner"), stamp, lead, "\n".join(out),
            bc("RelatedTopics"), bc("RelatedTopicsHeading"), bc("RelatedTopicsList"), "".join(
                '<li class="%s"><a href="https://www.bbc.com/bengali/topics/%s" class="%s">%s</a></li>' % (bc("TopicItem"), cid()[:-1] + "t", bc("TopicLink"), esc(y)) for y in [sec] + tags[:3]),
            bc("RelatedContent"), bc("RelatedHeadingWrap"), bc("RelatedHeading"), bc("RelatedList"), "".join(
                '<li class="%s"><div class="%s"><div class="%s"><img alt="" src="%s" loading="lazy" class="%s"/></div><div class="%s"><h3 class="%s"><a href="%s" class="%s">%s</a></h3>'
                '<time datetime="%s" class="%s">%s</time></div></div></li>' % (bc("RelatedItem"), bc("Promo"), bc("PromoImage"), ichef(240), bc("Image"), bc("PromoText"), bc("PromoHeading"),
                                                                            aurl(), bc("PromoLink"), esc(h), d.strftime("%Y-%m-%d"), bc("PromoTime"), when(d)) for h, d in more),
            bc("Secondary"), '<section class="%s" aria-labelledby="top-stories-heading" role="region"><h2 id="top-stories-heading" class="%s">প্রধান খবর</h2><ul class="%s" role="list">%s</ul></section>' % (
                bc("TopStories"), bc("SecondaryHeading"), bc("TopStoriesList"), "".join('<li class="%s"><a href="%s" class="%s">%s</a><time class="%s">%s</time></li>' % (
                    bc("TopStoriesItem"), aurl(), bc("PromoLink"), esc(h), bc("PromoTime"), when(pub)) for h in top)) if top else "",
            bc("MostRead"), bc("MostReadHeadingWrap"), bc("SecondaryHeading"), bc("MostReadWrap"), bc("MostReadList"), "".join(
                '<li class="%s"><div class="%s"><span class="%s">%s</span><div class="%s"><a href="%s" class="%s">%s</a></div></div></li>' % (
                    bc("MostReadItem"), bc("MostReadRow"), bc("MostReadRank"), bn_digits(str(i + 1)), bc("MostReadLinkWrap"), aurl(), bc("MostReadLink"), esc(h)) for i, h in enumerate(popular[:5])),
            bc("Footer"), bc("FooterInner"), bc("FooterBrand"), hidden, bc("FooterList"), "".join('<li class="%s"><a href="%s" class="%s">%s</a></li>' % (bc("FooterItem"), u, bc("FooterLink"), x) for x, u in [
                ("বিবিসির ওপর কেন আপনি আস্থা রাখতে পারেন", "https://www.bbc.com/bengali/institutional-50409861"), ("ব্যবহারের শর্তাবলী", "https://www.bbc.com/bengali/institutional-37289190"),
                ("বিবিসি সম্পর্কে", "https://www.bbc.com/bengali/institutional-37289764"), ("প্রিভেসি নীতি", "https://www.bbc.com/bengali/institutional-37289766"),
                ("কুকিজ", "https://www.bbc.com/usingthebbc/cookies/"), ("বিবিসির সাথে যোগাযোগ করুন", "https://www.bbc.co.uk/bengali/send/u50853247")]),
            bc("FooterCopyright"), bn_digits(str(pub.year)), foot, bc("FooterLink"))

    if site == "jugantor":
        # Jugantor's older Bootstrap page, or its newer "desktopDetail" page
        jid = lambda: r.randint(380000, 600000) if not late else r.randint(650000, 880000)
        url = lambda: "https://www.jugantor.com/%s/%d" % (r.choice(BN_SECTIONS["jugantor"])[1], jid())
        me = "https://www.jugantor.com/%s/%d" % (spath, jid())

        def img(w=800):
            d = pub - datetime.timedelta(days=r.randint(0, 5))
            if late:
                return "https://cdn.jugantor.com/assets/news_photos/%d/%02d/%02d/%s.jpg" % (d.year, d.month, d.day, "".join(r.choice(low) for _ in range(r.choice([8, 12]))))
            return "https://www.jugantor.com/assets/news_photos/%d/%02d/%02d/image-%d-%d.jpg" % (d.year, d.month, d.day, jid(), int(d.timestamp()))
        out = []
        adl = rs.random() < 0.5
        for b in blocks:
            k = b[0]
            if k == "p":
                out.append("<p>%s</p>" % esc(b[1]))
            elif k == "h":
                out.append("<p><strong>%s</strong></p>" % esc(b[1]))
            elif k == "ul":
                out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in b[1]) if r.random() < 0.5 else "".join("<p>%s</p>" % esc(x) for x in b[1]))
            elif k == "pic":
                cap, cr = caption(True)
                out.append('<p style="text-align:center"><img alt="%s" src="%s" class="img-fluid"/></p><p style="text-align:center"><em>%s</em></p>' % (esc(cap), img(), cc(cap, cr))
                           if not late else '<div class="desktopDetailInPhoto"><img alt="%s" src="%s" loading="lazy"/><p class="caption">%s</p></div>' % (esc(cap), img(), cc(cap, cr)))
            elif k == "also":
                h = heads_(1)[0]
                EXTRAS.append("আরও পড়ুন")
                if late:
                    out.append('<div class="desktopDetailReadMore"><span>আরও পড়ুন</span><a href="%s"><img src="%s" alt="" loading="lazy"/><h3>%s</h3></a></div>' % (url(), img(300), esc(h)))
                else:
                    out.append('<p><strong>আরও পড়ুন: </strong><a href="%s" target="_blank">%s</a></p>' % (url(), esc(h)))
            elif k == "ad":
                if adl:
                    EXTRAS.append("বিজ্ঞাপন")
                out.append('<div class="%s">%s<div id="%s"><script>googletag.cmd.push(function() { googletag.display("%s"); });</script></div></div>' % (
                    "adsBox" if late else "ads-in-content text-center", '<span class="ad-label">বিজ্ঞাপন</span>' if adl else "", gpt(b[1]), gpt(b[1])))
            elif k == "yt":
                out.append('<div class="embed-responsive embed-responsive-16by9">%s</div>' % yt())
            elif k == "fb":
                out.append(fbpost())
        if source:
            out.append("<p>%s</p>" % esc(source))
        textbox = "\n".join(out)
        lead = r.random() < 0.85
        cap, cr = caption(r.random() < 0.5) if lead else ("", "")
        shoulder = bn_join(r, bn_fix(r, [bn_word(r) for _ in range(r.randint(2, 4))]), False) if r.random() < 0.25 else ""
        if shoulder:
            EXTRAS.append(shoulder)
        gn = late and rs.random() < 0.6
        if gn:
            EXTRAS.append("যুগান্তরের খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন")
        tab = lambda i, hs: '<div class="tab-pane%s" id="%s" role="tabpanel">%s</div>' % (" active" if i == 0 else " fade", ["latest", "popular"][i], "".join(
            '<div class="media"><span class="serial">%s</span><div class="media-body"><a href="%s"><h5>%s</h5></a></div></div>' % (bn_digits(str(j + 1)), url(), esc(h)) for j, h in enumerate(hs)))
        tabs = ('<div class="tab_section"><ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active" data-toggle="tab" href="#latest" role="tab">সর্বশেষ</a></li>'
                '<li class="nav-item"><a class="nav-link" data-toggle="tab" href="#popular" role="tab">সর্বাধিক পঠিত</a></li></ul><div class="tab-content">%s%s</div></div>') % (tab(0, latest), tab(1, popular))
        related = heads_(r.choice([4, 6]))
        fb = '<div class="fb-comments" data-href="%s" data-width="100%%" data-numposts="5"></div>' % me if fbc else ""
        share = "".join('<a href="%s%s" target="_blank" class="share-%s" title="%s"><i class="fab fa-%s"></i></a>' % (u, me, k, lab, k) for k, lab, u in shares) + (
            '<a href="javascript:window.print()" class="share-print" title="প্রিন্ট"><i class="fas fa-print"></i></a>')
        tagbox = '<span>বিষয় : </span>%s' % " ".join('<a href="https://www.jugantor.com/tags/%s" class="badge">%s</a>' % (esc(x), esc(x)) for x in tags)
        ld = ldjson(me, "https://www.jugantor.com/templates/jugantor/images/logo.png", "যুগান্তর")
        if late:
            return ld + ('<div class="container"><div class="row"><div class="col-lg-8"><div class="desktopDetailCat"><a href="https://www.jugantor.com/%s">%s</a></div>'
                    '<div class="desktopDetailHead">%s<h1 class="desktopDetailHeadline">%s</h1></div>'
                    '<div class="desktopDetailInfo"><div class="desktopDetailReporter"><i class="fa fa-pencil"></i> %s</div><div class="desktopDetailPTime">প্রকাশ: %s</div>%s</div>'
                    '<div class="desktopDetailShare">%s</div>%s'
                    '<div class="desktopDetailBody" id="dtl_content_section">\n%s\n</div>%s'
                    '<div class="desktopDetailTag">%s</div>%s'
                    '<div class="desktopDetailRelated"><h2 class="catTitle">সম্পর্কিত খবর</h2><div class="row">%s</div></div></div>'
                    '<div class="col-lg-4">%s</div></div></div>') % (
                spath, esc(sec), '<h4 class="desktopDetailShoulder">%s</h4>' % esc(shoulder) if shoulder else "", esc(t), esc(who), ampm(pub, "%d %s %d, %d:%02d", True),
                '<div class="desktopDetailUTime">আপডেট: %s</div>' % ampm(upd, "%d %s %d, %d:%02d", True) if upd else "", share,
                '<div class="desktopDetailPhoto"><img src="%s" alt="%s"/><div class="desktopDetailPhotoCaption">%s</div></div>' % (img(), esc(cap or t), cc(cap, cr)) if lead else "",
                textbox, '<div class="googleNews"><a href="https://news.google.com/publications/CAAqBwgKMN%s" target="_blank">যুগান্তরের খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন</a></div>' % fixed("gn", alnum, 12) if gn else "",
                tagbox, fb, "".join('<div class="col-6 col-md-3"><a href="%s"><img src="%s" alt="" loading="lazy"/><h5>%s</h5></a></div>' % (url(), img(300), esc(h)) for h in related), tabs)
        return ld + ('<div class="container"><div class="row"><div class="col-12 col-md-8"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="https://www.jugantor.com/">প্রচ্ছদ</a></li>'
                '<li class="breadcrumb-item active"><a href="https://www.jugantor.com/%s">%s</a></li></ol><div class="dtl_section">'
                '<div id="news-title">%s<h3 class="font-weight-bold">%s</h3></div>'
                '<div class="row"><div class="col-12 col-sm-12 col-md-6"><span class="rpt_name">%s</span><div class="rpt_time">প্রকাশ : %s</div></div>'
                '<div class="col-12 col-sm-12 col-md-6 text-md-right"><div class="dtl_social_share">%s</div></div></div>%s'
                '<div id="myText" class="dtl_content_section">\n%s\n</div>'
                '<div class="tags_section">%s</div>%s'
                '<div class="related_news"><h4 class="title">সম্পর্কিত খবর</h4><div class="row">%s</div></div></div></div>'
                '<div class="col-12 col-md-4">%s</div></div></div>') % (
            spath, esc(sec), '<h5 class="shoulder">%s</h5>' % esc(shoulder) if shoulder else "", esc(t), esc(who), ampm(pub, "%d %s %d, %d:%02d", True), share,
            '<div class="dtl_img_section"><img class="img-fluid" src="%s" alt="%s"/><div class="dtl_img_caption">%s</div></div>' % (img(), esc(cap or t), cc(cap, cr)) if lead else "",
            textbox, tagbox, fb, "".join('<div class="col-6 col-md-3"><a href="%s"><img src="%s" class="img-fluid" alt=""/><p>%s</p></a></div>' % (url(), img(300), esc(h)) for h in related), tabs)

    # bdnews24's older page
    aid = lambda: r.randint(1800000, 1990000)
    url = lambda: "https://bangla.bdnews24.com/%s/article%d.bdnews" % (r.choice(BN_SECTIONS["bdnews"])[1], aid())
    me = "https://bangla.bdnews24.com/%s/article%d.bdnews" % (spath, aid())

    def img(w=640):
        d = pub - datetime.timedelta(days=r.randint(0, 5))
        nm = "".join(r.choice(low) for _ in range(r.randint(8, 14)))
        return "https://d30fl32nd2baj9.cloudfront.net/media/%d/%02d/%02d/%s.jpg/ALTERNATES/w%d/%s.jpg" % (d.year, d.month, d.day, nm, w, nm)
    out = []
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append("<p>%s</p>" % esc(b[1]))
        elif k == "h":
            out.append("<p><strong>%s</strong></p>" % esc(b[1]))
        elif k == "ul":
            out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in b[1]))
        elif k == "pic":
            cap, cr = caption(True)
            out.append('<div class="media-inside"><img src="%s" alt="%s"/><p class="caption">%s</p></div>' % (img(), esc(cap), cc(cap, cr)))
        elif k == "also":
            hs = heads_(r.choice([1, 2, 3]))
            EXTRAS.append("আরও পড়ুন")
            out.append('<div class="related-links-inside"><h4>আরও পড়ুন</h4><ul>%s</ul></div>' % "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in hs))
        elif k == "ad":
            out.append('<div class="ad-inside"><div id="%s" style="min-height:250px"></div></div>' % gpt(b[1]))
        elif k == "yt":
            out.append(yt())
        elif k == "fb":
            out.append(fbpost())
    if source:
        out.append("<p>%s</p>" % esc(source))
    textbox = "\n".join(out)
    lead = r.random() < 0.8
    cap, cr = caption(True) if lead else ("", "")
    when = lambda d: ampm(d, "%d %s %d %d:%02d") + " BdST"
    by = "%s, %s" % (who, where) if where else who
    ld = ldjson(me, "https://bangla.bdnews24.com/images/logo.png", "বিডিনিউজ টোয়েন্টিফোর ডটকম")
    return ld + ('<div id="main" class="container"><div class="breadcrumbs"><a href="https://bangla.bdnews24.com/">প্রচ্ছদ</a> &raquo; <a href="https://bangla.bdnews24.com/%s/">%s</a></div>'
            '<div class="row"><div class="col-md-8"><div id="article_body" class="article"><h1 id="news-details-page">%s</h1>'
            '<div class="byline">%s</div><div class="dateline"><span>প্রকাশিত: %s</span>%s</div>'
            '<div class="share-tools"><ul>%s</ul></div>%s'
            '<div class="custombody print-only">\n%s\n</div>'
            '<div class="tags"><span>ট্যাগ:</span> %s</div>%s</div></div>'
            '<div class="col-md-4 sidebar"><div class="most-read"><h3>সর্বাধিক পঠিত</h3><ol>%s</ol></div><div class="latest"><h3>সর্বশেষ</h3><ul>%s</ul></div></div></div></div>') % (
        spath, esc(sec), esc(t), esc(by), when(pub), '<span>আপডেট: %s</span>' % when(upd) if upd else "",
        "".join('<li><a href="%s%s" target="_blank" class="%s">%s</a></li>' % (u, me, k, lab) for k, lab, u in shares),
        '<div class="media"><div class="gallery-image-box print-only"><img src="%s" alt="%s"/><div class="caption">%s</div></div></div>' % (img(), esc(cap), cc(cap, cr)) if lead else "",
        textbox, " ".join('<a href="https://bangla.bdnews24.com/topic/%s">%s</a>' % (esc(x), esc(x)) for x in tags),
        '<div class="fb-comments" data-href="%s" data-width="100%%" data-numposts="10"></div>' % me if fbc else "",
        "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in popular), "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in latest))
