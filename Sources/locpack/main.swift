import LocPack

print("locpack")
