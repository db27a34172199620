/** Technology, science and space; games, esports and streamers. Line format: see `../known-accounts.ts`. */
export const TECH = `
# Tech companies and products
Apple|science-tech|ig,tw=apple li=apple
Google|science-tech|google li=google
Microsoft|science-tech|microsoft li=microsoft
Meta|science-tech|ig,tw=meta li=meta
Samsung|science-tech|samsung li=samsung-electronics
OpenAI|science-tech|openai li=openai
Anthropic|science-tech|tw=anthropicai li=anthropicresearch
Google DeepMind|science-tech|tw=googledeepmind li=googledeepmind
Hugging Face|science-tech|tw=huggingface li=huggingface
NVIDIA|science-tech|nvidia li=nvidia
Intel|science-tech|intel li=intel-corporation
AMD|science-tech|ig,tw=amd li=amd
IBM|science-tech|ibm li=ibm
Dell Technologies|science-tech|ig,tw=dell li=delltechnologies
HP|science-tech|ig,tw=hp li=hp
Lenovo|science-tech|lenovo li=lenovo
Sony|science-tech|ig,tw=sony
Adobe|science-tech,arts-culture|adobe li=adobe
Salesforce|science-tech,business|salesforce li=salesforce
Oracle|science-tech|oracle li=oracle
Cisco|science-tech|cisco li=cisco
GitHub|science-tech|github li=github
Stack Overflow|science-tech|tw=stackoverflow li=stack-overflow
Mozilla|science-tech|tw=mozilla
Android|science-tech|android
Made by Google|science-tech|tw=madebygoogle
OnePlus|science-tech|oneplus
Xiaomi|science-tech|xiaomi
Raspberry Pi|science-tech,hobbies|tw=raspberry_pi
Arduino|science-tech,hobbies|tw=arduino
Adafruit|science-tech,hobbies|tw=adafruit
DJI|science-tech,hobbies|djiglobal
GoPro|science-tech,outdoors|gopro
Boston Dynamics|science-tech|bostondynamics

# Tech media and voices
WIRED|science-tech|wired
The Verge|science-tech|ig,tw=verge
TechCrunch|science-tech|techcrunch
Engadget|science-tech|engadget
Gizmodo|science-tech|gizmodo
Ars Technica|science-tech|tw=arstechnica
MIT Technology Review|science-tech|tw=techreview ig=technologyreview
Mashable|science-tech|mashable
CNET|science-tech|cnet
9to5Mac|science-tech|tw=9to5mac
MacRumors|science-tech|tw=macrumors
Marques Brownlee (MKBHD)|science-tech|mkbhd
Linus Tech Tips|science-tech|tw=linustech
Unbox Therapy|science-tech|tw=unboxtherapy
iJustine|science-tech|ig,tw=ijustine
Sam Altman|science-tech|tw=sama
Tim Cook|science-tech|tw=tim_cook
Sundar Pichai|science-tech|tw=sundarpichai
Satya Nadella|science-tech|tw=satyanadella
Lex Fridman|science-tech|tw=lexfridman
Andrej Karpathy|science-tech|tw=karpathy
Yann LeCun|science-tech|tw=ylecun
Kara Swisher|science-tech,news-politics|tw=karaswisher

# Space
NASA|science-tech|nasa li=nasa
NASA Webb Telescope|science-tech|nasawebb
NASA Hubble|science-tech|nasahubble
NASA JPL|science-tech|nasajpl
NASA Mars Curiosity|science-tech|tw=marscuriosity
NASA Perseverance|science-tech|tw=nasapersevere
International Space Station|science-tech|tw=space_station ig=iss
SpaceX|science-tech|spacex li=spacex
Blue Origin|science-tech|blueorigin
Rocket Lab|science-tech|rocketlab
European Space Agency|science-tech|tw=esa ig=europeanspaceagency
The Planetary Society|science-tech|tw=exploreplanets
Chris Hadfield|science-tech|tw=cmdr_hadfield
Scott Kelly|science-tech|tw=stationcdrkelly

# Science organisations, media and communicators
CERN|science-tech|ig,tw=cern
NOAA|science-tech|ig,tw=noaa
National Geographic|science-tech,travel|natgeo
Smithsonian|science-tech,arts-culture|smithsonian
American Museum of Natural History|science-tech,education|ig,tw=amnh
Scientific American|science-tech|tw=sciam ig=scientific_american
New Scientist|science-tech|newscientist
Nature|science-tech|tw=nature
Science Magazine|science-tech|sciencemagazine
Popular Science|science-tech|popsci
Popular Mechanics|science-tech|tw=popmech ig=popularmechanics
IFLScience|science-tech|iflscience
Neil deGrasse Tyson|science-tech|tw=neiltyson ig=neildegrassetyson
Bill Nye|science-tech|ig,tw=billnye
Brian Cox|science-tech|tw=profbriancox
Mark Rober|science-tech|ig,tw=markrober
Veritasium|science-tech,education|tw=veritasium
Vsauce|science-tech,education|tw=tweetsauce
Kurzgesagt|science-tech,education|tw=kurz_gesagt ig=kurzgesagt
Hank Green|science-tech,education|tw=hankgreen
Crash Course|education|tw=crashcourse

# Consoles, publishers and platforms
PlayStation|gaming|playstation
Xbox|gaming|xbox
Nintendo of America|gaming|nintendoamerica
Steam|gaming|tw=steam
Epic Games|gaming|epicgames
Twitch|gaming|twitch
Discord|gaming|discord
EA|gaming|ea
Ubisoft|gaming|ubisoft
Activision|gaming|activision
Blizzard Entertainment|gaming|tw=blizzard_ent
Riot Games|gaming|riotgames
Rockstar Games|gaming|rockstargames
Bethesda|gaming|bethesda
Bungie|gaming|ig,tw=bungie
Square Enix|gaming|tw=squareenix
Capcom USA|gaming|tw=capcomusa_
SEGA|gaming|ig,tw=sega
CD PROJEKT RED|gaming|tw=cdprojektred
Supercell|gaming|tw=supercell

# Games
Fortnite|gaming|fortnite
Minecraft|gaming|minecraft
Roblox|gaming|roblox
Call of Duty|gaming|callofduty
EA SPORTS FC|gaming,sports|easportsfc
Madden NFL|gaming,sports|eamaddennfl
League of Legends|gaming|leagueoflegends
VALORANT|gaming|valorant
Apex Legends|gaming|playapex
Overwatch|gaming|playoverwatch
Genshin Impact|gaming|genshinimpact
The Sims|gaming|thesims
Halo|gaming|ig,tw=halo
Pokémon|gaming|pokemon
Sonic the Hedgehog|gaming|tw=sonic_hedgehog ig=sonicthehedgehog
Clash of Clans|gaming|ig,tw=clashofclans
Candy Crush Saga|gaming|tw=candycrushsaga
Rocket League|gaming|ig,tw=rocketleague
Counter-Strike|gaming|tw=counterstrike
Dota 2|gaming|tw=dota2
Destiny|gaming|tw=destinythegame

# Gaming media and events
IGN|gaming,film-tv|ign
GameSpot|gaming|gamespot
Kotaku|gaming|kotaku
Polygon|gaming|polygon
PC Gamer|gaming|pcgamer
Game Informer|gaming|tw=gameinformer
Dexerto|gaming|dexerto
The Game Awards|gaming|thegameawards
Geoff Keighley|gaming|tw=geoffkeighley

# Esports
LoL Esports|gaming|ig,tw=lolesports
Team Liquid|gaming|teamliquid
FaZe Clan|gaming|fazeclan
100 Thieves|gaming|100thieves
Cloud9|gaming|cloud9
TSM|gaming|ig,tw=tsm
G2 Esports|gaming|g2esports
Fnatic|gaming|fnatic
T1|gaming|ig,tw=t1lol
OpTic Gaming|gaming|tw=opticgaming
Sentinels|gaming|ig,tw=sentinels
Faker|gaming|ig,tw=faker

# Streamers and gaming creators
PewDiePie|gaming,celebrities|ig,tw=pewdiepie
Markiplier|gaming|ig,tw=markiplier
Jacksepticeye|gaming|ig=jacksepticeye tw=jack_septic_eye
Ninja|gaming|ig,tw=ninja
Pokimane|gaming|ig,tw=pokimanelol
shroud|gaming|ig,tw=shroud
xQc|gaming|tw=xqc
Kai Cenat|gaming,celebrities|ig,tw=kaicenat
IShowSpeed|gaming,celebrities|ig=ishowspeed
TimTheTatman|gaming|ig,tw=timthetatman
Valkyrae|gaming|ig,tw=valkyrae
Nadeshot|gaming|ig,tw=nadeshot
Ludwig|gaming|tw=ludwigahgren
Dr Disrespect|gaming|tw=drdisrespect
Critical Role|gaming,hobbies|criticalrole

# Gaming hardware
Razer|gaming|razer
Logitech G|gaming|logitechg
Corsair|gaming|tw=corsair
SteelSeries|gaming|steelseries
HyperX|gaming|hyperx
Alienware|gaming|alienware
NVIDIA GeForce|gaming|nvidiageforce
`;
