/**
 * News outlets, journalists, politicians, parties, governments and advocacy groups: all of them
 * only under news-politics, whatever their side. Line format: see `../known-accounts.ts`.
 */
export const NEWS = `
# US news outlets
CNN|news-politics|cnn li=cnn
CNN Breaking News|news-politics|tw=cnnbrk
Fox News|news-politics|foxnews
MSNBC|news-politics|msnbc
NBC News|news-politics|nbcnews
ABC News|news-politics|tw=abc ig=abcnews
CBS News|news-politics|cbsnews
NPR|news-politics|npr
PBS NewsHour|news-politics|ig,tw=newshour
C-SPAN|news-politics|tw=cspan
Associated Press|news-politics|tw=ap ig=apnews
Reuters|news-politics|reuters
The New York Times|news-politics|nytimes li=the-new-york-times
The Washington Post|news-politics|washingtonpost
The Wall Street Journal|news-politics,business|wsj
USA Today|news-politics|usatoday
Los Angeles Times|news-politics|ig,tw=latimes
New York Post|news-politics|ig,tw=nypost
New York Magazine|news-politics|tw=nymag ig=newyorkmag
Politico|news-politics|ig,tw=politico
The Hill|news-politics|ig,tw=thehill
Axios|news-politics|ig,tw=axios
Vox|news-politics|ig,tw=voxdotcom
VICE|news-politics|ig,tw=vice
VICE News|news-politics|ig,tw=vicenews
HuffPost|news-politics|ig,tw=huffpost
TIME|news-politics|ig,tw=time
Newsweek|news-politics|tw=newsweek
The Atlantic|news-politics|ig,tw=theatlantic
The New Yorker|news-politics,arts-culture|tw=newyorker ig=newyorkermag
Slate|news-politics|tw=slate
The Daily Beast|news-politics|tw=thedailybeast
Mother Jones|news-politics|tw=motherjones
The Intercept|news-politics|tw=theintercept
ProPublica|news-politics|tw=propublica
Semafor|news-politics|tw=semafor
The Free Press|news-politics|tw=thefp
The Bulwark|news-politics|tw=bulwarkonline
National Review|news-politics|tw=nro
The Federalist|news-politics|tw=fdrlst
The Daily Caller|news-politics|tw=dailycaller
Washington Examiner|news-politics|tw=dcexaminer
Breitbart News|news-politics|tw=breitbartnews
The Daily Wire|news-politics|ig,tw=realdailywire
Newsmax|news-politics|tw=newsmax
The Young Turks|news-politics|tw=theyoungturks
NowThis|news-politics|ig,tw=nowthisnews
AJ+|news-politics|ig,tw=ajplus
The Daily Show|news-politics,film-tv|ig,tw=thedailyshow
Last Week Tonight|news-politics,film-tv|ig,tw=lastweektonight
Pod Save America|news-politics|tw=podsaveamerica

# International news outlets
BBC News|news-politics|ig,tw=bbcnews
BBC World|news-politics|tw=bbcworld
BBC Breaking News|news-politics|tw=bbcbreaking
The Guardian|news-politics|ig,tw=guardian
The Telegraph|news-politics|ig,tw=telegraph
The Independent|news-politics|tw=independent
Daily Mail|news-politics,celebrities|ig=dailymail tw=mailonline
Sky News|news-politics|skynews
Al Jazeera English|news-politics|tw=ajenglish ig=aljazeeraenglish
DW News|news-politics|ig,tw=dwnews
France 24|news-politics|tw=france24_en
CBC News|news-politics|ig,tw=cbcnews
Times of India|news-politics|tw=timesofindia
NDTV|news-politics|tw=ndtv

# Journalists and commentators
Anderson Cooper|news-politics|ig,tw=andersoncooper
Jake Tapper|news-politics|tw=jaketapper
Christiane Amanpour|news-politics|tw=camanpour
Rachel Maddow|news-politics|tw=maddow
Chris Hayes|news-politics|tw=chrislhayes
Joe Scarborough|news-politics|tw=joenbc
Sean Hannity|news-politics|tw=seanhannity
Tucker Carlson|news-politics|tw=tuckercarlson
Megyn Kelly|news-politics|tw=megynkelly
Piers Morgan|news-politics|ig,tw=piersmorgan
Don Lemon|news-politics|tw=donlemon
Ben Shapiro|news-politics|tw=benshapiro
Candace Owens|news-politics|tw=realcandaceo
Dan Bongino|news-politics|tw=dbongino
Glenn Beck|news-politics|tw=glennbeck
Bill O'Reilly|news-politics|tw=billoreilly
Hasan Piker|news-politics|tw=hasanthehun
Brian Tyler Cohen|news-politics|tw=briantylercohen
Mehdi Hasan|news-politics|tw=mehdirhasan
Ezra Klein|news-politics|tw=ezraklein
Bari Weiss|news-politics|tw=bariweiss
Maggie Haberman|news-politics|tw=maggienyt
Jim Acosta|news-politics|tw=acosta
Nate Silver|news-politics|tw=natesilver538

# US politicians and government
Barack Obama|news-politics|barackobama
Michelle Obama|news-politics|ig,tw=michelleobama
Donald Trump|news-politics|ig,tw=realdonaldtrump
Joe Biden|news-politics|ig,tw=joebiden
Kamala Harris|news-politics|ig,tw=kamalaharris
The White House|news-politics|ig,tw=whitehouse
President of the United States|news-politics|tw=potus
Vice President of the United States|news-politics|tw=vp
JD Vance|news-politics|tw=jdvance
Hillary Clinton|news-politics|tw=hillaryclinton
Bill Clinton|news-politics|tw=billclinton
George W. Bush|news-politics|ig=georgewbush
Mike Pence|news-politics|tw=mike_pence
Bernie Sanders|news-politics|ig,tw=berniesanders
Alexandria Ocasio-Cortez|news-politics|ig,tw=aoc
Elizabeth Warren|news-politics|tw=ewarren
Nancy Pelosi|news-politics|tw=speakerpelosi
Chuck Schumer|news-politics|tw=senschumer
Hakeem Jeffries|news-politics|tw=repjeffries
Mike Johnson|news-politics|tw=speakerjohnson
Ted Cruz|news-politics|ig,tw=tedcruz
Marco Rubio|news-politics|tw=marcorubio
Lindsey Graham|news-politics|tw=lindseygrahamsc
Rand Paul|news-politics|tw=randpaul
Mitt Romney|news-politics|tw=mittromney
Cory Booker|news-politics|tw=corybooker
Amy Klobuchar|news-politics|tw=amyklobuchar
Chris Murphy|news-politics|tw=chrismurphyct
Adam Schiff|news-politics|tw=adamschiff
Ilhan Omar|news-politics|tw=ilhanmn
Rashida Tlaib|news-politics|tw=rashidatlaib
Marjorie Taylor Greene|news-politics|tw=mtgreenee
Jim Jordan|news-politics|tw=jim_jordan
Elise Stefanik|news-politics|tw=elisestefanik
Lauren Boebert|news-politics|tw=laurenboebert
Matt Gaetz|news-politics|tw=mattgaetz
Ron DeSantis|news-politics|tw=govrondesantis
Gavin Newsom|news-politics|tw=gavinnewsom
Gretchen Whitmer|news-politics|tw=govwhitmer
Josh Shapiro|news-politics|tw=joshshapiropa
Greg Abbott|news-politics|tw=gregabbott_tx
Tim Walz|news-politics|tw=tim_walz
Pete Buttigieg|news-politics|tw=petebuttigieg
Nikki Haley|news-politics|tw=nikkihaley
Vivek Ramaswamy|news-politics|tw=vivekgramaswamy
Robert F. Kennedy Jr.|news-politics|tw=robertkennedyjr
Zohran Mamdani|news-politics|tw=zohrankmamdani
Democratic Party|news-politics|ig,tw=thedemocrats
Republican Party (GOP)|news-politics|ig,tw=gop

# World leaders and institutions
Narendra Modi|news-politics|ig,tw=narendramodi
Justin Trudeau|news-politics|tw=justintrudeau ig=justinpjtrudeau
Mark Carney|news-politics|tw=markjcarney
Pierre Poilievre|news-politics|tw=pierrepoilievre
Emmanuel Macron|news-politics|ig,tw=emmanuelmacron
UK Prime Minister|news-politics|tw=10downingstreet
Keir Starmer|news-politics|tw=keir_starmer
Rishi Sunak|news-politics|tw=rishisunak
Boris Johnson|news-politics|tw=borisjohnson
Nigel Farage|news-politics|tw=nigel_farage
Volodymyr Zelensky|news-politics|tw=zelenskyyua
Olaf Scholz|news-politics|tw=olafscholz
Giorgia Meloni|news-politics|tw=giorgiameloni
Javier Milei|news-politics|tw=jmilei
Lula da Silva|news-politics|tw=lulaoficial
Imran Khan|news-politics|tw=imrankhanpti
Jacinda Ardern|news-politics|tw=jacindaardern
Ursula von der Leyen|news-politics|tw=vonderleyen
European Commission|news-politics|tw=eu_commission
NATO|news-politics|tw=nato
United Nations|news-politics|tw=un ig=unitednations

# Advocacy, activism and humanitarian groups
Malala Yousafzai|news-politics|ig,tw=malala
Greta Thunberg|news-politics|ig,tw=gretathunberg
UNICEF|news-politics|unicef
Amnesty International|news-politics|ig,tw=amnesty
Human Rights Watch|news-politics|tw=hrw
ACLU|news-politics|tw=aclu ig=aclu_nationwide
NAACP|news-politics|ig,tw=naacp
Black Lives Matter|news-politics|ig,tw=blklivesmatter
GLAAD|news-politics|ig,tw=glaad
Human Rights Campaign|news-politics|tw=hrc ig=humanrightscampaign
Planned Parenthood|news-politics|tw=ppfa ig=plannedparenthood
Greenpeace|news-politics|greenpeace
Sunrise Movement|news-politics|tw=sunrisemvmt
March for Our Lives|news-politics|tw=amarch4ourlives
MoveOn|news-politics|tw=moveon
The Lincoln Project|news-politics|tw=projectlincoln
Turning Point USA|news-politics|tw=tpusa
American Red Cross|news-politics|tw=redcross ig=americanredcross
Doctors Without Borders|news-politics|tw=msf
`;
